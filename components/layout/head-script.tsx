import { clientAssets } from '@/lib/client-assets'

/**
 * The head script (client/early/, compiled by the client build): inline, so it runs before the first
 * paint and before the page script arrives. The CSP step allows it by the hash of the built code.
 */
export function HeadScript() {
  return <script dangerouslySetInnerHTML={{ __html: clientAssets().head }} />
}

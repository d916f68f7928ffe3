import 'server-only'

import type { ClientManifest } from './client-assets-manifest'
import { readClientManifest } from './client-manifest'

let cached: ClientManifest | undefined

/** The client build's output (scripts/build/client.ts), which must run before `next build`. */
export function clientAssets(): ClientManifest {
  cached ??= readClientManifest()
  return cached
}

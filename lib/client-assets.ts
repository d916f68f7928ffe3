// The client build's output (scripts/build/client.ts): where its files go and the manifest it writes,
// read by the root layout, the post-build steps and the e2e specs. The build must have run: it is the
// first step of `npm run build`, before `next build`.
import { readFileSync } from 'node:fs'
import path from 'node:path'

/** The client build's manifest (git-ignored). */
export const CLIENT_MANIFEST = 'lib/generated/client-assets.json'

export interface ClientManifest {
  /** Site-absolute URL of the page script (`/_assets/site.<hash>.js`). */
  main: string
  /** Every script the build wrote, the on-demand chunks included. */
  files: string[]
  /** The head script's code (client/early/main.ts), inlined into every page's <head>. */
  head: string
  /** Its sha256, base64: the hash the Content-Security-Policy allows it by. */
  headHash: string
}

/** The manifest, from disk. */
export function readClientManifest(root: string = process.cwd()): ClientManifest {
  const file = path.join(root, CLIENT_MANIFEST)
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as ClientManifest
  } catch {
    throw new Error(
      `${CLIENT_MANIFEST}: missing. Run "node scripts/run.mjs scripts/build/client.ts" before next build (npm run build does).`,
    )
  }
}

let cached: ClientManifest | undefined

/** The manifest, read once per process (every page's root layout asks for it). */
export function clientAssets(): ClientManifest {
  cached ??= readClientManifest()
  return cached
}

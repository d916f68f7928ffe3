import { readFileSync } from 'node:fs'
import path from 'node:path'

import { CLIENT_MANIFEST, type ClientManifest } from './client-assets-manifest'

/**
 * The client build's manifest, from disk (the root layout through lib/client-assets.ts, the post-build
 * steps through their shared record). The client build must have run: it is the first step of a build.
 */
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

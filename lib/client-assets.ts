import 'server-only'

import { readFileSync } from 'node:fs'
import path from 'node:path'

import { CLIENT_MANIFEST, type ClientManifest } from './client-assets-manifest'

let cached: ClientManifest | undefined

/** The client build's output (scripts/build/client.ts), which must run before `next build`. */
export function clientAssets(): ClientManifest {
  if (cached) return cached
  const file = path.join(process.cwd(), CLIENT_MANIFEST)
  try {
    cached = JSON.parse(readFileSync(file, 'utf8')) as ClientManifest
  } catch {
    throw new Error(
      `${CLIENT_MANIFEST}: missing. Run "node scripts/run.mjs scripts/build/client.ts" before next build (npm run build does).`,
    )
  }
  return cached
}

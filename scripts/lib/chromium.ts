// The Chromium that tests, benchmarks and the icon renderer drive, and the flags it needs on a machine without
// network or sandbox. One place, so the e2e tests, `npm run bench` and `scripts/icons.ts` cannot drift apart.
import { existsSync } from 'node:fs'

/**
 * $CHROMIUM_PATH, else Debian's /usr/bin/chromium, else undefined: Playwright then uses its own browser
 * (after `npx playwright install chromium` on a machine that can download it).
 */
export function chromiumPath(): string | undefined {
  const fromEnv = process.env.CHROMIUM_PATH
  if (fromEnv) return fromEnv
  if (existsSync('/usr/bin/chromium')) return '/usr/bin/chromium'
  return undefined
}

/** Flags for a headless Chromium on a machine without network or sandbox. */
export const chromiumArgs: string[] = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  // Every host name fails to resolve: nothing a page asks for can leave 127.0.0.1.
  '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1',
]

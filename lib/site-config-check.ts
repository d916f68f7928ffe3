/**
 * The check of `site.config.ts` when the content step starts (contentlayer.config.ts), one line per field
 * (lib/site-config-lines.ts): a value of the wrong shape is the schema's refusal (lib/provider-config.ts)
 * and fails any build; a shipped placeholder fails a launch build (`LAUNCH=1`, the deploy workflow), and a
 * local build lists them as one warning and goes on, so the demo works.
 */
import { readFileSync } from 'node:fs'
import path from 'node:path'

import { sortErrors } from './content-errors'
import { configPlaceholders, isLaunch } from './launch-gate'
import { configProblems, type ProviderConfig } from './provider-config'
import { configErrorLines, SITE_CONFIG_FILE } from './site-config-lines'

export {
  EXAMPLE_ANNOUNCEMENT,
  EXAMPLE_CHAT_TOKEN,
  configPlaceholders,
  isLaunch,
} from './launch-gate'

const tryOr = <T>(read: () => T, otherwise: T): T => {
  try {
    return read()
  } catch {
    return otherwise
  }
}

/**
 * The check the build runs once when it starts: wrong fields are errors; placeholders are errors in a
 * launch build and one warning otherwise. `pages`: the locale-free paths this build has.
 */
export function checkSiteConfig({
  config,
  launch = isLaunch(),
  source = readFileSync(path.join(process.cwd(), SITE_CONFIG_FILE), 'utf8'),
  pages,
}: {
  config: ProviderConfig
  launch?: boolean
  source?: string
  pages?: ReadonlySet<string>
}): { errors: string[]; warning?: string } {
  const errors = configErrorLines(configProblems(config, pages), source)
  // A configuration the schema refused may be of any shape: its placeholders are read as far as they can.
  const placeholders = sortErrors(
    configErrorLines(
      tryOr(() => configPlaceholders(config), []),
      source,
    ),
  )
  if (launch) return { errors: [...errors, ...placeholders] }
  if (placeholders.length === 0) return { errors }
  const count = `${placeholders.length} placeholder${placeholders.length === 1 ? '' : 's'}`
  return {
    errors,
    warning: [
      `${SITE_CONFIG_FILE} still has ${count}: fine for a local build, refused by a launch build (LAUNCH=1, README "Make it yours"):`,
      ...placeholders.map((line) => `  ${line}`),
    ].join('\n'),
  }
}

/** The rows `npm run facts:check` prints: one checked fact each, with what was expected and found. */

/**
 * - `ok`: the source still says what the registry or the guide says.
 * - `stale` / `stale (major)`: a newer version (a new major one) than the guide or a fact's source was
 *   read at, a fact or guide last read more than 90 days ago, a repository that was archived or moved,
 *   a release file nobody decided about. Fails the run.
 * - `dead`: the listing or repository is gone (404). Fails the run.
 * - `missing`: a release file the guide names, or any published release, is not there. Fails the run.
 * - `could not check`: a network failure or an answer that could not be read. Makes the run
 *   incomplete (exit 2): it never passes as "all clear".
 * - `unconfirmed`: to be confirmed by hand (a guide's `verified.unconfirmed`, a guide checked against
 *   documentation only, a store page that shows no version). Does not fail the run.
 */
export const verdicts = [
  'ok',
  'stale',
  'stale (major)',
  'dead',
  'missing',
  'could not check',
  'unconfirmed',
] as const
export type Verdict = (typeof verdicts)[number]

/** Verdicts that say something is out of date or gone: the run exits 1. */
export const failingVerdicts: readonly Verdict[] = ['stale', 'stale (major)', 'dead', 'missing']

/** The worst first: the order a maintainer reads a group's verdicts in. */
export const verdictRank: readonly Verdict[] = [
  'dead',
  'missing',
  'stale (major)',
  'stale',
  'could not check',
  'unconfirmed',
  'ok',
]

export interface FactRow {
  app: string
  /** A platform, `all` for the app-wide facts, or several joined by `, ` (a shared release). */
  platform: string
  fact: string
  expected: string
  found: string
  verdict: Verdict
  /** What a maintainer does about it; empty when the verdict asks for nothing. */
  action: string
}

/** A guide's claims as read from its front matter. */
export interface GuideFacts {
  /** The path inside the content folder, `en/android/happ.mdx`. */
  file: string
  app: string
  platform: string
  verified?: { version?: string; date?: string; unconfirmed?: readonly string[] }
}

/** The rows `npm run facts:check` prints: one checked fact each, with what was expected and found. */

/**
 * - `ok`: the source still says what the registry or the guide says.
 * - `stale` / `stale (major)`: a newer version (a new major one), or a fact or guide last read more
 *   than 90 days ago, or a repository that was archived or moved: re-read and update.
 * - `dead`: the listing or repository is gone (404). Fails the run.
 * - `missing`: a release file the guide names, or any published release, is not there. Fails the run.
 * - `could not check`: a network failure or an answer that could not be read. Does not fail the run.
 * - `unconfirmed`: a fact the guide lists under `verified.unconfirmed`, to be confirmed by hand.
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

/** Verdicts that make the run exit non-zero. */
export const failingVerdicts: readonly Verdict[] = ['dead', 'missing']

export interface FactRow {
  app: string
  platform: string
  fact: string
  expected: string
  found: string
  verdict: Verdict
}

/** A guide's claims as read from its front matter. */
export interface GuideFacts {
  /** The path inside the content folder, `en/android/happ.mdx`. */
  file: string
  app: string
  platform: string
  verified?: { version?: string; date?: string; unconfirmed?: readonly string[] }
}

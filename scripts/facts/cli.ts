/**
 * `npm run facts:check [-- --json] [--registry file.json] [--content dir] [--today YYYY-MM-DD]`.
 * Without options it checks the real registry (`lib/apps.ts`) and guides (`content/`).
 */
import { readFileSync } from 'node:fs'
import { parseArgs } from 'node:util'

import { apps, utcToday } from '@/lib/apps'
import { appLabels } from '@/lib/labels'
import { appScreens } from '@/lib/screens'

import { checkFacts, type Registry } from './check'
import { factsConfig } from './config'
import { readGuideFiles, readPageFiles } from './guides'
import { labelUses, type LabelRegistry } from './labels'
import { exitCodeFor, formatReport, jsonReport } from './report'
import { screenUses, type ScreenRegistry } from './screens'

const usage = `usage: npm run facts:check -- [--json] [--registry <registry.json>] [--labels <labels.json>] [--screens <screens.json>] [--content <dir>] [--today YYYY-MM-DD]
Exit code: 0 every fact checked and current; 1 something stale, dead or missing; 2 something could not
  be checked (no network, timeout, rate limit): the run is incomplete, never an all-clear; also 2 on bad usage.
  --json      print the report as JSON instead of Markdown
  --registry  check a registry from a JSON file instead of lib/apps.ts (tests)
  --labels    re-read UI labels from a JSON file instead of lib/labels/ (tests)
  --screens   re-read screen schematics from a JSON file instead of lib/screens/ (tests)
  --content   read guides from this folder instead of content/ (tests)
  --today     the day to measure ages from (default: today, UTC)
Environment: FACTS_TIMEOUT_MS, FACTS_CONCURRENCY, FACTS_STALE_DAYS, GITHUB_TOKEN,
  FACTS_ITUNES_URL, FACTS_PLAY_URL, FACTS_FDROID_URL, FACTS_GITHUB_API_URL`

interface Output {
  out: (text: string) => void
  err: (text: string) => void
}

/** Runs the check and prints the report; returns the exit code (see `usage`). */
export async function runFactsCli(
  argv: readonly string[],
  env: Readonly<Record<string, string | undefined>>,
  io: Output = { out: (t) => process.stdout.write(t), err: (t) => process.stderr.write(t) },
): Promise<number> {
  let options
  let config
  try {
    options = parseArgs({
      args: [...argv],
      options: {
        json: { type: 'boolean', default: false },
        registry: { type: 'string' },
        labels: { type: 'string' },
        screens: { type: 'string' },
        content: { type: 'string', default: 'content' },
        today: { type: 'string' },
        help: { type: 'boolean', default: false },
      },
    }).values
    config = factsConfig(env)
    if (options.today !== undefined && !/^\d{4}-\d{2}-\d{2}$/.test(options.today)) {
      throw new Error(`--today: "${options.today}" is not YYYY-MM-DD`)
    }
  } catch (error) {
    io.err(`${(error as Error).message}\n${usage}\n`)
    return 2
  }
  if (options.help) {
    io.out(`${usage}\n`)
    return 0
  }
  let registry: Registry = apps
  let labels: LabelRegistry = appLabels
  let screens: ScreenRegistry = appScreens
  let guides
  let uses
  let drawn
  try {
    if (options.registry) registry = JSON.parse(readFileSync(options.registry, 'utf8')) as Registry
    if (options.labels) labels = JSON.parse(readFileSync(options.labels, 'utf8')) as LabelRegistry
    if (options.screens)
      screens = JSON.parse(readFileSync(options.screens, 'utf8')) as ScreenRegistry
    const files = readGuideFiles(options.content)
    guides = files.map(({ file, app, platform, verified }) => ({ file, app, platform, verified }))
    const pages = readPageFiles(options.content)
    uses = labelUses(pages, options.content)
    drawn = screenUses(pages, options.content)
  } catch (error) {
    io.err(`${(error as Error).message}\n`)
    return 2
  }
  const today = options.today ?? utcToday()
  const rows = await checkFacts(registry, guides, {
    config,
    today,
    labels,
    labelUses: uses,
    screens,
    screenUses: drawn,
  })
  io.out(
    options.json
      ? `${JSON.stringify(jsonReport(rows, today), null, 2)}\n`
      : formatReport(rows, today),
  )
  return exitCodeFor(rows)
}

// npm run facts:check runs this file (scripts/run.mjs sets argv[1] to it); the tests import the function.
if (process.argv[1]?.endsWith('facts/cli.ts')) {
  process.exitCode = await runFactsCli(process.argv.slice(2), process.env)
}

// The content step: what `contentlayer2 build` (and, with --watch, `contentlayer2 dev`) does: compile
// contentlayer.config.ts, generate .contentlayer/generated, run the config's checks. Two things differ
// from the CLI:
// - No Effect execution tracing. The CLI's first import switches it on, which records a trace of every
//   step of every fiber for its error output: at +1000 pages per locale it cost 54 s instead of 43 s
//   (`/usr/bin/time contentlayer2 build` against this runner, clean .contentlayer each time).
// - Errors are printed once, one line each. The config's onSuccess prints them (lib/content-errors.ts)
//   and throws `ContentCheckFailed`; the CLI would print that again inside a `SuccessCallbackError` dump
//   with a stack. contentlayer's own messages (its "Found N problems" tree, which names files but no
//   lines) are held back and printed only when the checks found nothing, so nothing is ever hidden.
// JavaScript, not TypeScript: the Effect library's package exports carry no types for tsc to resolve.
// Run: node scripts/build/content.mjs [--watch] (in the project folder, as the CLI).
import * as core from '@contentlayer2/core'
import { errorToString, provideTracing } from '@contentlayer2/utils'
import { Cause, E, pipe, provideTestConsole, S, T } from '@contentlayer2/utils/effect'
import { NodeFsLive } from '@contentlayer2/utils/node'

const watch = process.argv.includes('--watch')

// contentlayer2 0.5.8 logs `successCallback <folder>` before every onSuccess
// (@contentlayer2/core dist/generation/generate-dotpkg.js, a leftover debug line): nothing a writer or a
// provider can act on, so it is not printed.
const log = console.log
console.log = (...args) => {
  if (args[0] !== 'successCallback') log(...args)
}

/** What contentlayer logged during the current generation (its Effect console, not console.log). */
const held = []

/** Reports one generation's result; true when it succeeded. */
function report(result) {
  const messages = held.splice(0)
  if (E.isRight(result)) {
    console.log(`Generated ${result.right.documentCount} documents in .contentlayer`)
    return true
  }
  const error = result.left
  if (error?._tag === 'SuccessCallbackError' && error.error?.name === 'ContentCheckFailed') {
    // Printed by the check itself, one line per error.
  } else if (error?._tag === 'HandledFetchDataError') {
    // contentlayer could not read a file, and the checks did not say why: show its own message.
    for (const message of messages) console.error(message)
  } else if (error?._tag === 'SuccessCallbackError') {
    // A bug in a check, not an error in the content: the stack is what helps.
    console.error(error.error)
  } else {
    console.error(errorToString(error))
  }
  return false
}

const run = (effect) =>
  pipe(
    effect,
    provideTracing('contentlayer-build', 'based-on-env'),
    // contentlayer's own choice is $PWD, which a parent process passes on unchanged when it starts this
    // step in another folder (a test's copy of the project); npm runs scripts in the project folder.
    core.provideCwdCustom(process.cwd()),
    provideTestConsole(held),
    T.provideSomeLayer(NodeFsLive),
    T.runPromiseExit,
  )

if (watch) {
  // `contentlayer2 dev`'s stream (@contentlayer2/cli DevCommand), reported the same way.
  const exit = await run(
    pipe(
      core.getConfigWatch({}),
      S.tapRight((config) =>
        config.source.options.disableImportAliasWarning ? T.unit : T.fork(core.validateTsconfig),
      ),
      S.chainSwitchMapEitherRight((config) =>
        core.generateDotpkgStream({ config, verbose: false, isDev: true }),
      ),
      S.tap((result) => T.succeedWith(() => report(result))),
      S.runDrain,
    ),
  )
  if (exit._tag === 'Failure') console.error(Cause.pretty(exit.cause))
  process.exit(1)
} else {
  const exit = await run(
    pipe(
      core.getConfig({}),
      T.tap((config) =>
        config.source.options.disableImportAliasWarning ? T.unit : T.fork(core.validateTsconfig),
      ),
      T.chain((config) => core.generateDotpkg({ config, verbose: false })),
      T.either,
    ),
  )
  if (exit._tag === 'Failure') {
    console.error(Cause.pretty(exit.cause))
    process.exit(1)
  }
  process.exit(report(exit.value) ? 0 : 1)
}

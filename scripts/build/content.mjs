// The content step of `npm run build`: what `contentlayer2 build` does (compile contentlayer.config.ts,
// generate .contentlayer/generated, run the config's checks), without the CLI's debugging aid. The CLI's
// first import switches on Effect's execution tracing, which records a trace of every step of every fiber
// for its error output: at +1000 pages per locale it cost 54 s instead of 43 s
// (`/usr/bin/time contentlayer2 build` against this runner, clean .contentlayer each time). Errors still
// name the file and the field: they come from the source plugin and the config, not from the traces.
// JavaScript, not TypeScript: the Effect library's package exports carry no types for tsc to resolve.
// Run: node scripts/build/content.mjs (in the project folder, as the CLI).
import * as core from '@contentlayer2/core'
import { pipe, T } from '@contentlayer2/utils/effect'

await pipe(
  core.getConfig({}),
  T.tap((config) =>
    config.source.options.disableImportAliasWarning ? T.unit : T.fork(core.validateTsconfig),
  ),
  T.chain((config) => core.generateDotpkg({ config, verbose: false })),
  T.tap(core.logGenerateInfo),
  // Prints a failure and exits with 1, as the CLI does.
  core.runMain({ tracingServiceName: 'contentlayer-build', verbose: false }),
)

// Steps that run over the exported site in out/ after `next build`, in order. Each step lives in
// scripts/build/ and returns a line for the build log; a step that throws fails the build.
import path from 'node:path'

import { englishNotFound } from './build/not-found.mjs'
import { searchIndexSize } from './build/search-size.mjs'
import { serviceWorker } from './build/service-worker.mjs'

const out = path.resolve('out')

// The service worker comes last: its precache manifest covers every file the other steps write.
const steps = [englishNotFound, searchIndexSize, serviceWorker]

for (const step of steps) {
  const started = performance.now()
  const summary = await step(out)
  console.log(`postbuild ${step.name}: ${summary} (${Math.round(performance.now() - started)} ms)`)
}

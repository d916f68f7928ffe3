// Steps that run over the exported site in out/ after `next build`, in order. Each step lives in
// scripts/build/ and returns a line for the build log; a step that throws fails the build.
import path from 'node:path'

import { contentSecurityPolicies } from './build/csp.mjs'
import { hostingRules } from './build/hosting.mjs'
import { englishNotFound } from './build/not-found.mjs'
import { searchIndexSize } from './build/search-size.mjs'
import { serviceWorker } from './build/service-worker.mjs'

const out = path.resolve('out')

// Order matters: the policies hash the inline scripts of every HTML file the steps before them write, and the
// service worker comes last so that its precache manifest covers the final files.
const steps = [
  englishNotFound,
  searchIndexSize,
  hostingRules,
  contentSecurityPolicies,
  serviceWorker,
]

for (const step of steps) {
  const started = performance.now()
  const summary = await step(out)
  console.log(`postbuild ${step.name}: ${summary} (${Math.round(performance.now() - started)} ms)`)
}

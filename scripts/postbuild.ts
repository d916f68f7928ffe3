// Steps that run over the exported site in out/ after `next build`, in order. Each returns a line for the
// build log; a step that throws fails the build.
import path from 'node:path'

import { contentSecurityPolicies } from './build/csp.mjs'
import { hostingRules } from './build/hosting.mjs'
import { englishNotFound } from './build/not-found.mjs'
import { searchIndexSize } from './build/search-size.mjs'
import { serviceWorker } from './build/service-worker.mjs'
import { stripRuntime } from './build/strip-runtime'

const out = path.resolve('out')

// Order matters: the policies hash the inline scripts of every HTML file the steps before them write, and
// the service worker comes last so that its precache manifest covers the final files.
const steps: { name: string; run: (out: string) => Promise<string> | string }[] = [
  { name: 'englishNotFound', run: englishNotFound },
  { name: 'stripRuntime', run: stripRuntime },
  { name: 'searchIndexSize', run: searchIndexSize },
  { name: 'hostingRules', run: hostingRules },
  { name: 'contentSecurityPolicies', run: contentSecurityPolicies },
  { name: 'serviceWorker', run: serviceWorker },
]

for (const step of steps) {
  const started = performance.now()
  const summary = await step.run(out)
  console.log(`postbuild ${step.name}: ${summary} (${Math.round(performance.now() - started)} ms)`)
}

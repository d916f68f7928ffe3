// Steps that run over the exported site in out/ after `next build`, in order. Each gets the shared
// PostBuild record (what earlier steps found or wrote) and returns a line for the build log; a step that
// throws fails the build.
import { mkdirSync, writeFileSync } from 'node:fs'
import path from 'node:path'

import { readClientManifest } from '@/lib/client-assets'

import { contentSecurityPolicies } from './build/csp'
import type { PostBuild } from './build/post-build'
import { hostingRules } from './build/hosting'
import { precompress } from './build/precompress'
import { searchIndex } from './build/search-index'
import { sectionHeights } from './build/section-heights'
import { serviceWorker } from './build/service-worker'
import { singleFiles } from './build/single-files'
import { stripRuntime } from './build/strip-runtime'

/** What later tools (budgets, bench, `npm start`) read instead of sniffing HTML. */
export const POSTBUILD_REPORT = 'lib/generated/postbuild.json'

const steps: { name: string; run: (build: PostBuild) => Promise<string> | string }[] = [
  { name: 'stripRuntime', run: ({ out }) => stripRuntime(out) },
  // From the rendered pages, before the single files copy them.
  { name: 'sectionHeights', run: ({ out }) => sectionHeights(out) },
  // From the exported pages, before any step adds markup to them.
  { name: 'searchIndex', run: searchIndex },
  // From the stripped pages; fills in the sizes their download links show. Before the hosting rules
  // (out/files/ is a folder beside the /files page) and the policies (the files carry their own).
  { name: 'singleFiles', run: singleFiles },
  { name: 'hostingRules', run: hostingRules },
  // The policies hash the inline scripts of every HTML file the steps before wrote.
  { name: 'contentSecurityPolicies', run: contentSecurityPolicies },
  // After the steps that write pages, so that its precache manifest covers the final files.
  { name: 'serviceWorker', run: serviceWorker },
  // After every step that writes files, the worker included: the copies are of the final files.
  { name: 'precompress', run: precompress },
]

export async function postBuild(out: string): Promise<PostBuild> {
  const build: PostBuild = { out, client: readClientManifest(), redirectDocuments: new Set() }
  for (const step of steps) {
    const started = performance.now()
    const summary = await step.run(build)
    console.log(
      `postbuild ${step.name}: ${summary} (${Math.round(performance.now() - started)} ms)`,
    )
  }
  mkdirSync(path.dirname(POSTBUILD_REPORT), { recursive: true })
  writeFileSync(
    POSTBUILD_REPORT,
    `${JSON.stringify({ redirectDocuments: [...build.redirectDocuments].sort() }, null, 2)}\n`,
  )
  return build
}

if (process.argv[1]?.endsWith('postbuild.ts')) await postBuild(path.resolve('out'))

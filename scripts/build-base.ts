// `npm run build:base`: the site built for a base path (BASE_PATH, /docs by default) into out-base/, laid
// out as a host serves it: the export under out-base/<base path>/ (nginx `root` is out-base) and the nginx
// rules the build generated in out-base/nginx/. The e2e specs under e2e/base-path/ serve it. It runs the
// whole `npm run build`, which leaves out/, deploy/nginx/*.conf and the generated files of a base-path
// build behind: `npm test` runs it before the root build, which writes them all again.
import { execFileSync } from 'node:child_process'
import { cpSync, mkdirSync, renameSync, rmSync } from 'node:fs'
import path from 'node:path'

import { parseBasePath } from '@/lib/site-config'

import { baseBuild } from './lib/base-build'

const OUT_BASE = baseBuild.dir
const basePath = parseBasePath(process.env.BASE_PATH ?? baseBuild.basePath)
if (!basePath) throw new Error('build:base: BASE_PATH is empty; use `npm run build` for the root')

const started = performance.now()
execFileSync('npm', ['run', 'build'], {
  stdio: 'inherit',
  env: { ...process.env, BASE_PATH: basePath },
})
rmSync(OUT_BASE, { recursive: true, force: true })
const site = path.join(OUT_BASE, basePath)
mkdirSync(path.dirname(site), { recursive: true })
renameSync('out', site)
for (const file of ['rules.conf', 'http.conf'])
  cpSync(path.join('deploy', 'nginx', file), path.join(OUT_BASE, 'nginx', file))
console.log(
  `build:base: ${site}/ and ${OUT_BASE}/nginx/ for BASE_PATH=${basePath} (${Math.round((performance.now() - started) / 1000)} s)`,
)

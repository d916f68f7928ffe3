// Build cost: wall time and peak memory of `npm run build`, on the real project or on a temporary copy of it
// with synthetic pages added to every locale.
import { execFileSync, spawn } from 'node:child_process'
import { mkdirSync, rmSync, statSync, writeFileSync } from 'node:fs'
import path from 'node:path'

import { locales, type Locale } from '@/lib/i18n/config'
import { walkFiles } from '@/lib/files'

import { copyProject } from '../lib/project-copy'
import { weigh } from '../page-weight'
import { offlineSize } from './precache'

export interface BuildCost {
  seconds: number
  /** Largest resident memory of the build's whole process tree, sampled every 250 ms. */
  peakBytes: number
}

/** Resident bytes of `root` and every process below it (`ps`; Linux and macOS). */
function treeRss(root: number): number {
  const rows = execFileSync('ps', ['-eo', 'pid=,ppid=,rss='], { encoding: 'utf8' })
    .trim()
    .split('\n')
    .map((l) => l.trim().split(/\s+/).map(Number) as [number, number, number])
  const tree = new Set([root])
  for (let grew = true; grew;) {
    grew = false
    for (const [pid, ppid] of rows) {
      if (tree.has(ppid) && !tree.has(pid)) {
        tree.add(pid)
        grew = true
      }
    }
  }
  return rows.filter(([pid]) => tree.has(pid)).reduce((n, [, , rss]) => n + rss * 1024, 0)
}

/** Runs a command, sampling the resident memory of its process tree; its wall time and peak. */
export function measured(command: string, args: string[], cwd: string): Promise<BuildCost> {
  return new Promise((resolve, reject) => {
    const started = performance.now()
    const child = spawn(command, args, {
      cwd,
      stdio: ['ignore', 'ignore', 'pipe'],
      env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' },
    })
    let stderr = ''
    child.stderr.on('data', (d: Buffer) => (stderr = (stderr + d.toString()).slice(-4000)))
    let peak = 0
    const sample = setInterval(() => {
      try {
        if (child.pid) peak = Math.max(peak, treeRss(child.pid))
      } catch {
        // ps can race with exiting processes; the next sample counts.
      }
    }, 250)
    child.on('error', reject)
    child.on('exit', (code) => {
      clearInterval(sample)
      if (code !== 0) reject(new Error(`${command} ${args.join(' ')} failed in ${cwd}:\n${stderr}`))
      else resolve({ seconds: (performance.now() - started) / 1000, peakBytes: peak })
    })
  })
}

/** Bytes of every file below `dir`. */
export function dirSize(dir: string): number {
  return walkFiles(dir).reduce((n, rel) => n + statSync(path.join(dir, rel)).size, 0)
}

/** A page of plain prose with five sections, in the locale's language. */
export function syntheticPage(locale: Locale, i: number): string {
  const ru = locale === 'ru'
  const sentence = ru
    ? 'Текст синтетической страницы для замера сборки. '
    : 'Text of a synthetic page for measuring the build. '
  const sections = Array.from(
    { length: 5 },
    (_, s) => `## ${ru ? 'Раздел' : 'Section'} ${s + 1}\n\n${sentence.repeat(12)}\n`,
  ).join('\n')
  const title = ru ? 'Синтетическая страница' : 'Synthetic page'
  const description = ru ? 'Страница для замера сборки' : 'A page for measuring the build'
  return `---\ntitle: ${title} ${i}\ndescription: ${description} ${i}.\nsidebar_position: ${1000 + i}\n---\n\n${sections}`
}

export interface SyntheticBuild extends BuildCost {
  pagesPerLocale: number
  outBytes: number
  guideScriptGzip: number
  guideHtmlGzip: number
  syntheticPageHtmlGzip: number
  offlineOneLanguageBytes: number
}

/**
 * A clean `npm run build` of a temporary copy of the project (its git-tracked files, `copyProject`) with `pagesPerLocale` synthetic pages in every locale; the copy is removed afterwards.
 */
export async function syntheticBuild(
  root: string,
  pagesPerLocale: number,
): Promise<SyntheticBuild> {
  const dir = copyProject(root, `bench-site-${pagesPerLocale}-`)
  try {
    for (const locale of locales) {
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
    const guide = weigh(out, path.join(out, 'android/happ.html'))
    const synthetic = weigh(out, path.join(out, 'synthetic/page-0.html'))
    return {
      ...cost,
      pagesPerLocale,
      outBytes: dirSize(out),
      guideScriptGzip: guide.scriptGzip,
      guideHtmlGzip: guide.htmlGzip,
      syntheticPageHtmlGzip: synthetic.htmlGzip,
      offlineOneLanguageBytes: offlineSize(out).oneLanguageBytes,
    }
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}

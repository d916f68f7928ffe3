// The page script and its on-demand chunks as a build names them, for the tests that break them on purpose
// (failure.spec.ts, engines/cases.ts).
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'

import { out } from './servers'

/** The page script, as the pages name it: `/_assets/site.<hash>.js`, in the build at `root`. */
export function pageScript(root = out): string {
  const files = readdirSync(path.join(root, '_assets')).filter((f) => /^site\.\w+\.js$/.test(f))
  if (files.length !== 1)
    throw new Error(`expected one page script in ${root}/_assets, found ${files.join(', ')}`)
  return `/_assets/${files[0]}`
}

/**
 * The on-demand part that holds `marker`: one of the files the page script's loader names
 * (`{search:"search.<hash>.js",…}`, client/on-demand.ts).
 */
export function onDemandChunk(marker: string, root = out): string {
  const source = readFileSync(path.join(root, pageScript(root)), 'utf8')
  const chunks = [...source.matchAll(/"([\w-]+\.\w+\.js)"/g)].map((m) => m[1]!)
  const chunk = chunks.find((f) =>
    readFileSync(path.join(root, '_assets', f), 'utf8').includes(marker),
  )
  if (!chunk) throw new Error(`no on-demand chunk with ${marker} in ${root}`)
  return `/_assets/${chunk}`
}

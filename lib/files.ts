import { readdirSync } from 'node:fs'
import path from 'node:path'

/**
 * Every file below `dir`, as paths relative to it with `/` separators, in a stable order. The one file
 * walker of the build steps, the tests and the benchmarks.
 */
export function walkFiles(dir: string, keep: (rel: string) => boolean = () => true): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) =>
      path.relative(dir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'),
    )
    .filter(keep)
    .sort()
}

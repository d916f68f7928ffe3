import { existsSync, readdirSync, statSync } from 'node:fs'
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

/**
 * The file of the exported site that a decoded URL path stands for, in nginx's
 * `try_files $uri $uri.html $uri/index.html` order (`/x/` only as `x/index.html`), or undefined. Never a
 * file outside `root`.
 */
export function exportedFile(root: string, urlPath: string): string | undefined {
  const dir = path.resolve(root)
  const base = path.join(dir, path.normalize(urlPath))
  if (base !== dir && !base.startsWith(dir + path.sep)) return undefined
  const candidates = urlPath.endsWith('/')
    ? [path.join(base, 'index.html')]
    : [base, `${base}.html`, path.join(base, 'index.html')]
  return candidates.find((f) => existsSync(f) && statSync(f).isFile())
}

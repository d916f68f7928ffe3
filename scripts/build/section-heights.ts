// Gives the sections of every built page their expected heights (lib/mdx/sections.ts): the browser skips
// a far section's layout and paint until it comes near the screen, holding its place with that height.
import { readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'

import { walkFiles } from '@/lib/files'
import { cleanPath } from '@/lib/hosting'
import { localeOfPath } from '@/lib/i18n/paths'
import { SECTION_CLASS, sectionHeights as withHeights } from '@/lib/mdx/sections'

export function sectionHeights(out: string): string {
  let pages = 0
  for (const rel of walkFiles(out)) {
    if (!rel.endsWith('.html')) continue
    const file = path.join(out, rel)
    const html = readFileSync(file, 'utf8')
    if (!html.includes(SECTION_CLASS)) continue
    try {
      writeFileSync(file, withHeights(html, localeOfPath(cleanPath(`/${rel}`))))
    } catch (error) {
      throw new Error(`out/${rel}: ${(error as Error).message}`)
    }
    pages += 1
  }
  return `${pages} pages`
}

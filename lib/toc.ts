import GithubSlugger from 'github-slugger'

import { sectionIdForTitle } from './guide-sections'

/** One entry of a page's table of contents. */
export interface TocItem {
  /** 2 or 3. */
  depth: number
  /** The heading's plain text. */
  title: string
  /** The heading's id, as rehype-slug (or the fixed guide-section id) gives it. */
  id: string
}

/** A heading found in the MDX source, with its line (1-based, counted in the whole file). */
export interface SourceHeading extends TocItem {
  line: number
}

/** Plain text of inline Markdown/JSX, as `hast-util-to-string` would see it after rendering. */
export function headingText(markdown: string): string {
  return markdown
    .replace(/\{\/\*.*?\*\/\}/g, '')
    .replace(/<[^>]+>/g, '')
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/`([^`]*)`/g, '$1')
    .replace(/(\*\*|__)(.+?)\1/g, '$2')
    .replace(/(\*|_)(.+?)\1/g, '$2')
    .replace(/\\([\\`*_{}[\]()#+\-.!<>])/g, '$1')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&')
    .trim()
}

/**
 * Every ATX heading of an MDX body with the id it gets when rendered. Mirrors the pipeline: guide-section
 * titles get their fixed id (remark-section-ids), the rest get github-slugger ids from one slugger per
 * page, in document order, as rehype-slug does (it skips headings that already have an id).
 * `lineOffset` is the number of lines before the body (the front matter).
 */
export function extractHeadings(body: string, lineOffset = 0): SourceHeading[] {
  const slugger = new GithubSlugger()
  const headings: SourceHeading[] = []
  let fence: string | null = null
  body.split('\n').forEach((line, index) => {
    const fenceMatch = /^\s*(`{3,}|~{3,})/.exec(line)
    if (fenceMatch) {
      const marker = fenceMatch[1]!
      if (fence === null) fence = marker
      else if (marker.startsWith(fence)) fence = null
      return
    }
    if (fence !== null) return
    const match = /^\s{0,3}(#{1,6})\s+(.*?)\s*#*\s*$/.exec(line)
    if (!match) return
    const depth = match[1]!.length
    const title = headingText(match[2]!)
    const fixed = depth === 2 ? sectionIdForTitle(title) : undefined
    const id = fixed ?? slugger.slug(title)
    headings.push({ depth, title, id, line: index + 1 + lineOffset })
  })
  return headings
}

/** The h2–h3 table of contents of an MDX body. */
export function extractToc(body: string): TocItem[] {
  return extractHeadings(body)
    .filter((h) => h.depth === 2 || h.depth === 3)
    .map(({ depth, title, id }) => ({ depth, title, id }))
}

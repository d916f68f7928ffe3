import { analyseMdx } from '../mdx/analyse'

/** One searchable section: a page's intro or one h2/h3 section. */
export interface SearchRecord {
  /** Page URL with the section's anchor (`/android/happ#install`). */
  url: string
  /** Page title. */
  page: string
  /** Section heading (the page title for the intro). */
  heading: string
  /** Plain text of the section. */
  text: string
}

/** What a page gives the index. */
export interface IndexedDoc {
  url: string
  title: string
  /** Raw MDX body. */
  body: string
}

/**
 * Plain text of an MDX fragment. Fenced code blocks are left out: they hold config lines and commands
 * (rule lists, `ipconfig` output) that add bytes and noise, while the prose around them names what they do.
 * Inline code stays, because it carries the app's own labels and link formats.
 */
export function mdxToText(mdx: string): string {
  return mdx
    .replace(/^\s*(```|~~~)[\s\S]*?^\s*\1\s*$/gm, ' ')
    .replace(/^import .*$|^export .*$/gm, ' ')
    .replace(/<\/?[A-Za-z][^>]*>/g, ' ')
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/`([^`]*)`/g, '$1')
    .replace(/(\*\*|__|\*|_|~~)(\S[^*_~]*?)\1/g, '$2')
    .replace(/^\s{0,3}#{1,6}\s+/gm, '')
    .replace(/^\s*[-*+]\s+|^\s*\d+\.\s+|^\s*>\s?/gm, '')
    .replace(/\|/g, ' ')
    .replace(/^\s*:?-{3,}:?(\s+:?-{3,}:?)*\s*$/gm, ' ')
    .replace(/\\([\\`*_{}[\]()#+\-.!<>])/g, '$1')
    .replace(/&nbsp;/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
}

/** Splits every page into sections at its h2 and h3 headings. */
export function buildRecords(docs: readonly IndexedDoc[]): SearchRecord[] {
  const records: SearchRecord[] = []
  for (const doc of docs) {
    const lines = doc.body.split('\n')
    const headings = analyseMdx(doc.body).headings.filter((h) => h.depth === 2 || h.depth === 3)
    const bounds = [
      { line: 0, title: doc.title, id: '' },
      ...headings.map((h) => ({ line: h.line, title: h.title, id: h.id })),
    ]
    bounds.forEach((bound, i) => {
      const end = bounds[i + 1]?.line ?? lines.length + 1
      const from = bound.line === 0 ? 0 : bound.line
      const text = mdxToText(lines.slice(from, end - 1).join('\n'))
      if (!text && bound.line === 0) return
      records.push({
        url: bound.id ? `${doc.url}#${bound.id}` : doc.url,
        page: doc.title,
        heading: bound.title,
        text,
      })
    })
  }
  return records
}

/** A knowledge-base entry as the index needs it. */
export interface IndexedProblem {
  id: string
  title: string
  symptoms: readonly string[]
  /** Raw MDX body. */
  body: string
}

/**
 * The MDX of an entry without its `<ForApp>` / `<ForPlatform>` blocks: what `/help` shows when no device
 * is chosen, so a result's snippet is text the reader finds where it lands.
 */
export function generalMdx(mdx: string): string {
  return mdx
    .replace(/<ForApp\b[^>]*>[\s\S]*?<\/ForApp>/g, ' ')
    .replace(/<ForPlatform\b[^>]*>[\s\S]*?<\/ForPlatform>/g, ' ')
}

/**
 * One record per troubleshooting entry, landing on its section of `/help` (`/help#no-internet`), where
 * the general steps are and the device and app can be chosen; plus one for `/help` itself.
 */
export function buildProblemRecords(
  help: { url: string; title: string; description: string },
  problems: readonly IndexedProblem[],
): SearchRecord[] {
  return [
    { url: help.url, page: help.title, heading: help.title, text: help.description },
    ...problems.map((p) => ({
      url: `${help.url}#${p.id}`,
      page: help.title,
      heading: p.title,
      text: mdxToText([...p.symptoms, generalMdx(p.body)].join('\n\n')),
    })),
  ]
}

const entities: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' }

/**
 * Text or a double-quoted attribute value as HTML, for the few documents written as strings (the
 * hosting's redirect documents, the dev server's error page). Documents built as trees (the single-file
 * guides) are serialised by hast-util-to-html, which escapes for itself.
 */
export const escapeHtml = (s: string) => s.replace(/[&<>"]/g, (c) => entities[c]!)

/** The stylesheets a built page links (`<link rel="stylesheet">`), as it writes them: base path included. */
export const linkedStylesheets = (html: string): string[] =>
  [...html.matchAll(/<link rel="stylesheet" href="([^"]+)"/g)].map((m) => m[1]!)

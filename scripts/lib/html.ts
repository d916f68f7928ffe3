const entities: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' }

/**
 * Text or a double-quoted attribute value as HTML, for the few documents written as strings (the
 * hosting's redirect documents, the dev server's error page). Documents built as trees (the single-file
 * guides) are serialised by hast-util-to-html, which escapes for itself.
 */
export const escapeHtml = (s: string) => s.replace(/[&<>"]/g, (c) => entities[c]!)

/** Runs `task` once the document is parsed: now, or at DOMContentLoaded (the head script runs first). */
export function whenParsed(doc: Document, task: () => void) {
  if (doc.readyState === 'loading') doc.addEventListener('DOMContentLoaded', task, { once: true })
  else task()
}

// Where contentlayer writes what it made of content/ (read by lib/content.ts when pages render, and by the
// single-files post-build step). A module of its own, so the server bundle imports nothing else with it.

/** contentlayer's output: `Doc/_index.json` (every page), `Doc/<id>.json` (one page), `Problem/…`. */
export const CONTENTLAYER_GENERATED = '.contentlayer/generated'

/** Every page of every locale as contentlayer made it (relative to the project). */
export const CONTENTLAYER_DOCS = `${CONTENTLAYER_GENERATED}/Doc/_index.json`

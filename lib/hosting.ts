import { ASSETS_DIR } from './assets-dir'

/** id of the hidden banner the hosting script shows when the base path is wrong. */
export const BASE_URL_BANNER_ID = 'base-url-banner'
/** id of the hidden banner the hosting script shows when a script or stylesheet of the build fails. */
export const CHUNK_ERROR_ID = 'chunk-error'

/**
 * On `<html>` of a redirect page (scripts/build/hosting.ts): where it sends the reader. The head script
 * follows it at once, keeping the query and hash for a page of the site; the meta refresh and a visible
 * link are there for readers without JavaScript.
 */
export const REDIRECT_ATTRIBUTE = 'data-redirect-to'

/** Folders of the build's own files: the client script and its chunks, and Next's stylesheets. */
export const BUILD_FOLDERS = [`/${ASSETS_DIR}/`, '/_next/static/'] as const

/**
 * How browsers word a dynamic `import()` whose chunk did not load (Chromium, Firefox, Safari), and the
 * older bundlers' `ChunkLoadError` message.
 */
export const CHUNK_ERROR_MESSAGE =
  /failed to fetch dynamically imported module|error loading dynamically imported module|importing a module script failed|failed to (load|fetch) chunk|loading (css )?chunk .* failed/i

/** A chunk of the build that did not load (a redeploy removed it, the network failed): not a crash. */
export function isChunkLoadError(reason: unknown): reason is Error {
  return (
    reason instanceof Error &&
    (reason.name === 'ChunkLoadError' || CHUNK_ERROR_MESSAGE.test(reason.message))
  )
}

/**
 * The clean form of a path as hosts that cannot redirect serve it: `/a/index.html`, `/a.html`, `/a.htm`
 * and `/a/` are `/a`; `/` stays `/`. Every host's rules and the head script use it.
 */
export function cleanPath(pathname: string): string {
  return pathname.replace(/(\/index)?\.html?$/, '').replace(/\/+$/, '') || '/'
}

import { ASSETS_DIR } from './client-assets-manifest'

/** id of the hidden banner the hosting script shows when the base path is wrong. */
export const BASE_URL_BANNER_ID = 'base-url-banner'
/** id of the hidden banner the hosting script shows when a script or stylesheet of the build fails. */
export const CHUNK_ERROR_ID = 'chunk-error'

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
 * Inline script in every page's <head>, so it runs even when the page script fails to load:
 * 1. hosts that cannot redirect serve `/x.html`, `/x/index.html` or `/x/`: show the clean URL instead
 *    (history.replaceState);
 * 2. a page opened under a path other than `basePath` (its canonical path is not the address bar's)
 *    shows the base-URL banner with the prefix it was served under;
 * 3. a script or stylesheet of the build (`BUILD_FOLDERS`) that fails to load, or a rejected chunk
 *    import, shows the chunk-error banner with the error text and a "Retry" (full reload): without the
 *    page script a page still reads, but its controls do nothing. The first failure stays on the banner:
 *    one failure can be reported twice (a module and the import that needed it), in either order.
 */
export function hostingScript(basePath: string): string {
  const folders = BUILD_FOLDERS.map((f) => `u.indexOf(${JSON.stringify(f)})>=0`).join('||')
  return `(function(){var b=${JSON.stringify(basePath)},l=location,p=l.pathname,c=p.replace(/(\\/index)?\\.html?$/,'').replace(/\\/+$/,'')||'/';if(c!==p)try{history.replaceState(history.state,'',c+l.search+l.hash)}catch(e){}document.addEventListener('DOMContentLoaded',function(){var k=document.querySelector('link[rel=canonical]'),e=document.getElementById('${BASE_URL_BANNER_ID}');if(!k||!e)return;var d=function(s){try{return decodeURI(s)}catch(x){return s}},w=d(new URL(k.href).pathname).replace(/\\/+$/,''),g=d(c).replace(/\\/+$/,'');if(g===b+w)return;var a=g.slice(g.length-w.length)===w?g.slice(0,g.length-w.length):g;e.querySelector('[data-actual]').textContent=a||'/';e.hidden=false});function f(t){var e=document.getElementById('${CHUNK_ERROR_ID}');if(!e){document.addEventListener('DOMContentLoaded',function(){f(t)});return}if(!e.hidden)return;e.querySelector('[data-error]').textContent=t;e.querySelector('button').onclick=function(){l.reload()};e.hidden=false}addEventListener('error',function(v){var t=v.target,u=t&&(t.src||t.href);if(u&&(t.tagName==='SCRIPT'||t.tagName==='LINK')&&(${folders}))f('Failed to load '+u)},true);addEventListener('unhandledrejection',function(v){var r=v.reason;if(r&&(r.name==='ChunkLoadError'||${CHUNK_ERROR_MESSAGE}.test(r.message)))f(r.name+': '+r.message)})})()`
}

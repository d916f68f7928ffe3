/** Marks the language links whose target keeps the current query string and hash. */
export const KEEP_QUERY_ATTRIBUTE = 'data-keep-query'

/**
 * Inline script in every page's <head>: when a language link is followed (click, middle click or the
 * context menu's "open in new tab"), it carries the address bar's query string and hash over, so
 * `/android/happ?x=1#check` switches to `/en/android/happ?x=1#check`. It listens on the document from
 * the first parsed byte, so it works before React hydrates (a reader on a slow phone clicks early) and
 * after client navigations (the link's own href is rendered with each page). Without JavaScript the link
 * still opens the page in the other language.
 */
export const localeLinkScript = `(function(){function k(e){var a=e.target&&e.target.closest&&e.target.closest('a[${KEEP_QUERY_ATTRIBUTE}]');if(a)a.setAttribute('href',a.getAttribute('href').replace(/[?#].*$/,'')+location.search+location.hash)}['click','auxclick','contextmenu'].forEach(function(t){document.addEventListener(t,k,true)})})()`

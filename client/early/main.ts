// The head script: what must happen before the first paint or before the page script arrives, inline in
// every page's <head> (scripts/build/client.ts compiles it; the root layout inlines it; the CSP step
// allows it by the hash of the built file). It reads its settings from attributes of <html>, which is
// parsed before it runs, so it is the same for every page and every build. Each part is a module of
// client/early/ with its own test, built from the functions the page script uses.
import { pointMirrorsAtThisPage, setLangFromPath } from './addresses'
import { hideDismissedAnnouncement } from './announcement'
import { applyColorMode } from './color-mode'
import { checkBasePath, followRedirect, reportBuildFailures, showCleanUrl } from './hosting'
import { keepQueryOnLanguageLinks } from './locale-links'
import { markPersonalGuide } from './personal'
import { rememberEarlyTaps } from './taps'

const doc = document
followRedirect(window)
reportBuildFailures(window)
showCleanUrl(window)
if (__COLOR_MODE_SWITCH__) applyColorMode(doc)
hideDismissedAnnouncement(doc)
markPersonalGuide(window)
setLangFromPath(doc)
rememberEarlyTaps(window)
keepQueryOnLanguageLinks(doc)
checkBasePath(doc)
pointMirrorsAtThisPage(doc)

import type { AppLabels } from './types'

/**
 * Stash (closed source): no label yet. Its documentation (stash.wiki) is the vendor's own, but what we
 * could read of it names no button: the Get started page is known only from the site's summary
 * (https://stash.wiki/llms.txt: a provider's configuration is downloaded from a URL, or a file is
 * imported from iCloud or OneDrive), and its URL scheme page (https://stash.wiki/en/faq/url-schema)
 * documents links, not screens. The guides describe where to look (the settings, the list of
 * configuration files, the switch on the main screen) and list the missing names in their
 * `verified.unconfirmed`. Add a label here, with its stash.wiki page as `source`, once a page names it.
 */
export const stashLabels: AppLabels = {
  app: 'stash',
  vendorDocs: { checked: '2026-11-26' },
  labels: {},
}

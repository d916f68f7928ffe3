import type { AppLabels } from './types'

/**
 * Streisand (closed source): no label. Its developer publishes no documentation we could read (the
 * App Store listing was not read either); what the guides know of its screens comes from VPN panels'
 * step texts (remnawave app-config), which are not the vendor's. So the guides describe each control
 * by its icon and place (the + button at the top, the big round connect button) and list what is
 * missing in their `verified.unconfirmed`; tests/guide-labels.test.ts says which icons they quote.
 */
export const streisandLabels: AppLabels = {
  app: 'streisand',
  vendorDocs: { checked: '2026-11-26' },
  labels: {},
}

import type { AppLabels } from './types'

/**
 * Shadowrocket (closed source): no label. Its developer publishes no user documentation; the names
 * the guides use (the Home and Config tabs, Type → Subscribe, Connectivity Test, Global Routing) come
 * from a community manual (LOWERTOP/Shadowrocket README), which is not the vendor's. So none is a
 * registry label: the guides describe each control by its place and icon (giving the manual's
 * English word unquoted where it helps) and list what is missing in their `verified.unconfirmed`;
 * tests/guide-labels.test.ts says which icons they quote.
 */
export const shadowrocketLabels: AppLabels = {
  app: 'shadowrocket',
  vendorDocs: { checked: '2026-11-26' },
  labels: {},
}

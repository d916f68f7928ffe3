/**
 * Marks a control the page script makes work: a tap on it before that script has started is remembered
 * by the head script and replayed when the page script starts (client/early/taps.ts). On a slow phone the
 * page reads a second or more before its script arrives, and a tap that did nothing looks broken.
 */
export const EARLY_TAP_ATTRIBUTE = 'data-early-tap'

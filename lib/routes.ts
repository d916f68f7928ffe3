/** Devices offered on `/install`: the platforms plus the PS5 guide. */
export const devices = ['android', 'ios', 'macos', 'tvos', 'windows', 'ps5'] as const
export type Device = (typeof devices)[number]

/**
 * Locale-free path of the PS5 guide, a page of the guides folder: the console has no apps, so no
 * platform page (the platforms' pages are the content's, `getDevicePaths` of `@/lib/source`).
 */
export const PS5_PATH = '/guides/ps5'

/** The reader's device from the browser, or undefined when it cannot tell. */
export function detectDevice(userAgent: string, maxTouchPoints = 0): Device | undefined {
  if (/PlayStation 5/i.test(userAgent)) return 'ps5'
  if (/AppleTV|tvOS/i.test(userAgent)) return 'tvos'
  if (/Android/i.test(userAgent)) return 'android'
  if (/iPhone|iPad|iPod/i.test(userAgent)) return 'ios'
  // iPadOS asks for desktop pages with a Mac user agent; only the touch screen gives it away.
  if (/Macintosh/i.test(userAgent)) return maxTouchPoints > 1 ? 'ios' : 'macos'
  if (/Windows/i.test(userAgent)) return 'windows'
  return undefined
}

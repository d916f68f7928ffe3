import type { Device } from './source/routes'

/**
 * The reader's device from the browser, or undefined when it cannot tell. The page script's only use of
 * the devices: it imports the type alone, so the list (lib/source/routes.ts) costs it no bytes.
 */
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

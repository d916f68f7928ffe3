'use client'

import { useEffect } from 'react'

import { detectDevice } from '@/lib/routes'

/** Marks the reader's own device card (detected from the browser) so CSS highlights it and moves it first. */
export function DeviceDetect() {
  useEffect(() => {
    const device = detectDevice(navigator.userAgent, navigator.maxTouchPoints)
    if (!device) return
    document
      .querySelector(`.device-card[data-device="${device}"]`)
      ?.setAttribute('data-detected', '')
  }, [])
  return null
}

import { afterEach, describe, expect, it } from 'vitest'

import { announcementScript } from './announcement'

const root = document.documentElement

afterEach(() => {
  localStorage.clear()
  root.removeAttribute('data-announcement-dismissed')
})

describe('announcementScript', () => {
  it('hides the bar before paint only for the dismissed id', () => {
    localStorage.setItem('announcement-dismissed', 'a-1')
    new Function(announcementScript('a-2'))()
    expect(root.hasAttribute('data-announcement-dismissed')).toBe(false)
    new Function(announcementScript('a-1'))()
    expect(root.hasAttribute('data-announcement-dismissed')).toBe(true)
  })
})

import { afterEach, describe, expect, it } from 'vitest'

import { ANNOUNCEMENT_ATTRIBUTE } from '@/lib/announcement'

import { hideDismissedAnnouncement } from './announcement'

const root = document.documentElement

afterEach(() => {
  localStorage.clear()
  root.removeAttribute('data-announcement-dismissed')
  root.removeAttribute(ANNOUNCEMENT_ATTRIBUTE)
})

describe('hideDismissedAnnouncement', () => {
  it('hides the bar before paint only for the dismissed id', () => {
    localStorage.setItem('announcement-dismissed', 'a-1')
    root.setAttribute(ANNOUNCEMENT_ATTRIBUTE, 'a-2')
    hideDismissedAnnouncement(document)
    expect(root.hasAttribute('data-announcement-dismissed')).toBe(false)
    root.setAttribute(ANNOUNCEMENT_ATTRIBUTE, 'a-1')
    hideDismissedAnnouncement(document)
    expect(root.hasAttribute('data-announcement-dismissed')).toBe(true)
  })

  it('does nothing on a page without an announcement', () => {
    localStorage.setItem('announcement-dismissed', 'a-1')
    hideDismissedAnnouncement(document)
    expect(root.hasAttribute('data-announcement-dismissed')).toBe(false)
  })
})

import { fireEvent, render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'

import { announcementScript } from '@/lib/announcement'

import { AnnouncementDismiss } from './announcement-dismiss.client'

describe('announcement dismissal', () => {
  it('remembers the dismissed id and hides the bar', () => {
    render(<AnnouncementDismiss id="a-1" label="Dismiss" />)
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss' }))
    expect(localStorage.getItem('announcement-dismissed')).toBe('a-1')
    expect(document.documentElement.hasAttribute('data-announcement-dismissed')).toBe(true)
  })

  it('hides the bar before paint only for the same id', () => {
    const root = document.documentElement
    localStorage.setItem('announcement-dismissed', 'a-1')
    root.removeAttribute('data-announcement-dismissed')
    new Function(announcementScript('a-2'))()
    expect(root.hasAttribute('data-announcement-dismissed')).toBe(false)
    new Function(announcementScript('a-1'))()
    expect(root.hasAttribute('data-announcement-dismissed')).toBe(true)
  })
})

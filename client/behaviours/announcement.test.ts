import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { fireEvent, screen } from '@testing-library/dom'
import { afterEach, describe, expect, it } from 'vitest'

import { AnnouncementDismiss } from '@/components/layout/announcement-dismiss'

import { start } from '../core'
import { announcement } from './announcement'

const root = document.documentElement

let stop: (() => void) | undefined
afterEach(() => {
  stop?.()
  localStorage.clear()
  root.removeAttribute('data-announcement-dismissed')
  document.body.innerHTML = ''
})

describe('announcement', () => {
  it('remembers the dismissed id and hides the bar', () => {
    document.body.innerHTML = renderToStaticMarkup(
      createElement(AnnouncementDismiss, { id: 'a-1', label: 'Dismiss' }),
    )
    stop = start([announcement])
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss' }))
    expect(localStorage.getItem('announcement-dismissed')).toBe('a-1')
    expect(root.hasAttribute('data-announcement-dismissed')).toBe(true)
  })
})

import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { fireEvent, screen } from '@testing-library/dom'
import { afterEach, describe, expect, it } from 'vitest'

import { COLOR_MODE_ATTRIBUTE } from '@/lib/theme'

import { ThemeToggle } from '@/components/layout/theme-toggle'

import { start } from '../core'
import { theme } from './theme'

const config = {
  defaultMode: 'dark',
  disableSwitch: false,
  respectPrefersColorScheme: false,
} as const
const labels = { dark: 'Mode (now: dark)', light: 'Mode (now: light)' }

let stop: (() => void) | undefined
afterEach(() => {
  stop?.()
  localStorage.clear()
  document.documentElement.setAttribute('data-theme', 'dark')
  document.documentElement.removeAttribute(COLOR_MODE_ATTRIBUTE)
  document.body.innerHTML = ''
})

function setUp(shown: 'dark' | 'light') {
  document.documentElement.setAttribute('data-theme', shown)
  // The root layout puts the settings on <html> when the switch is enabled.
  document.documentElement.setAttribute(COLOR_MODE_ATTRIBUTE, JSON.stringify(config))
  document.body.innerHTML = renderToStaticMarkup(createElement(ThemeToggle, { labels, config }))
  stop = start([theme])
}

const shown = () => document.documentElement.getAttribute('data-theme')

describe('theme', () => {
  it('names the mode the head script chose', () => {
    setUp('light')
    expect(screen.getByRole('button', { name: labels.light })).toBeTruthy()
  })

  it('switches the mode and remembers it', () => {
    setUp('dark')
    fireEvent.click(screen.getByRole('button', { name: labels.dark }))
    expect(shown()).toBe('light')
    expect(localStorage.getItem('theme')).toBe('light')
    fireEvent.click(screen.getByRole('button', { name: labels.light }))
    expect(shown()).toBe('dark')
    expect(localStorage.getItem('theme')).toBe('dark')
  })

  it('follows a choice made in another tab', () => {
    setUp('dark')
    window.dispatchEvent(new StorageEvent('storage', { key: 'theme', newValue: 'light' }))
    expect(shown()).toBe('light')
    expect(screen.getByRole('button', { name: labels.light })).toBeTruthy()
    window.dispatchEvent(new StorageEvent('storage', { key: 'theme', newValue: null }))
    expect(shown()).toBe('dark')
    window.dispatchEvent(new StorageEvent('storage', { key: 'other', newValue: 'light' }))
    expect(shown()).toBe('dark')
  })
})

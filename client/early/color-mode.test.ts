import { afterEach, describe, expect, it } from 'vitest'

import { COLOR_MODE_ATTRIBUTE } from '@/lib/theme'

import { applyColorMode } from './color-mode'

const root = document.documentElement
const open = { defaultMode: 'dark', disableSwitch: false, respectPrefersColorScheme: false }

afterEach(() => {
  localStorage.clear()
  root.removeAttribute(COLOR_MODE_ATTRIBUTE)
  root.setAttribute('data-theme', 'dark')
})

describe('applyColorMode', () => {
  it('shows the stored mode before paint when the switch is enabled', () => {
    root.setAttribute(COLOR_MODE_ATTRIBUTE, JSON.stringify(open))
    localStorage.setItem('theme', 'light')
    applyColorMode(document)
    expect(root.getAttribute('data-theme')).toBe('light')
  })

  it('keeps the default without a stored choice or a respected system preference', () => {
    root.setAttribute(COLOR_MODE_ATTRIBUTE, JSON.stringify(open))
    applyColorMode(document)
    expect(root.getAttribute('data-theme')).toBe('dark')
  })

  it('leaves a fixed mode alone, whatever is stored', () => {
    localStorage.setItem('theme', 'light')
    applyColorMode(document)
    expect(root.getAttribute('data-theme')).toBe('dark')
  })
})

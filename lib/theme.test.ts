import { describe, expect, it } from 'vitest'

import { resolveColorMode } from './theme'

const open = { defaultMode: 'dark', disableSwitch: false, respectPrefersColorScheme: true } as const

describe('resolveColorMode', () => {
  it('keeps the fixed mode when the switch is disabled', () => {
    expect(resolveColorMode('light', false, { ...open, disableSwitch: true })).toBe('dark')
  })
  it('prefers the stored choice', () => {
    expect(resolveColorMode('light', true, open)).toBe('light')
  })
  it('follows the system when nothing is stored', () => {
    expect(resolveColorMode(null, false, open)).toBe('light')
    expect(resolveColorMode(null, true, open)).toBe('dark')
  })
  it('ignores garbage in storage and falls back to the default without the system preference', () => {
    expect(resolveColorMode('purple', false, { ...open, respectPrefersColorScheme: false })).toBe(
      'dark',
    )
  })
})

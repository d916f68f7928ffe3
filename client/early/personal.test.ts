import { afterEach, describe, expect, it } from 'vitest'

import { STORAGE_KEY } from '@/lib/subscription'

import { markPersonalGuide } from './personal'

const root = document.documentElement

afterEach(() => {
  root.removeAttribute('data-personal')
  sessionStorage.clear()
  window.history.replaceState(null, '', '/')
})

describe('markPersonalGuide', () => {
  it('marks a page opened from a personal link', () => {
    window.history.replaceState(null, '', '/android/happ#sub=https%3A%2F%2Fsub.example.com%2Fx')
    markPersonalGuide(window)
    expect(root.hasAttribute('data-personal')).toBe(true)
  })

  it('marks a page of a tab that keeps one', () => {
    sessionStorage.setItem(STORAGE_KEY, 'https://sub.example.com/x')
    markPersonalGuide(window)
    expect(root.hasAttribute('data-personal')).toBe(true)
  })

  it('leaves other pages alone, other fragments included', () => {
    window.history.replaceState(null, '', '/android/happ#install')
    markPersonalGuide(window)
    expect(root.hasAttribute('data-personal')).toBe(false)
  })
})

describe("markPersonalGuide with Happ's encrypted link", () => {
  it('keeps the place of the card too: the page script decides what it says', () => {
    window.history.replaceState(null, '', '/android/v2rayNG#sub=happ://crypt4/AAAA')
    markPersonalGuide(window)
    expect(root.hasAttribute('data-personal')).toBe(true)
  })
})

import { fireEvent, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'

import { LocaleLink } from './locale-link.client'

describe('LocaleLink', () => {
  afterEach(() => window.history.replaceState(null, '', '/'))

  it('renders the server-computed URL, which works without JavaScript', () => {
    render(
      <LocaleLink href="/en/android/happ" target="en" lang="en" current={false} label="English" />,
    )
    expect(screen.getByRole('link', { name: 'English' }).getAttribute('href')).toBe(
      '/en/android/happ',
    )
  })

  it('adds the current query and hash when followed', () => {
    window.history.replaceState(null, '', '/android/happ?x=1#check')
    render(
      <LocaleLink href="/en/android/happ" target="en" lang="en" current={false} label="English" />,
    )
    const link = screen.getByRole('link', { name: 'English' })
    link.addEventListener('click', (e) => e.preventDefault())
    fireEvent.click(link)
    expect(link.getAttribute('href')).toBe('/en/android/happ?x=1#check')
  })

  it('goes back to the Russian root without a /ru prefix', () => {
    window.history.replaceState(null, '', '/en/faq?q=2#a')
    render(<LocaleLink href="/faq" target="ru" lang="ru" current={false} label="Русский" />)
    const link = screen.getByRole('link', { name: 'Русский' })
    link.addEventListener('click', (e) => e.preventDefault())
    fireEvent.click(link)
    expect(link.getAttribute('href')).toBe('/faq?q=2#a')
  })
})

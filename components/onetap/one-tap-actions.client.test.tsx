import { act, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'

import { apps } from '@/lib/apps'

import { OneTapActions, type OneTapActionsProps } from './one-tap-actions.client'
import { setSubscription } from './store'

vi.mock('next/navigation', () => ({ usePathname: () => '/android/happ' }))

const labels: OneTapActionsProps['labels'] = {
  body: 'Personal body',
  add: 'Add to Happ',
  fallback: 'Web link',
  copy: 'Copy link',
  copied: 'Link copied',
  forget: 'Forget this link',
  kept: 'Kept in this tab',
  qrTitle: 'QR',
  qrHint: 'Scan',
  qrAlt: 'QR code',
}

function renderActions(props: Partial<OneTapActionsProps> = {}) {
  return render(
    <OneTapActions
      importLink={apps.happ.importLink.value}
      profileName="Example VPN"
      qr={false}
      labels={labels}
      {...props}
    >
      <p>Static text</p>
    </OneTapActions>,
  )
}

afterEach(() => sessionStorage.clear())

describe('OneTapActions', () => {
  it('shows the server text when the tab has no subscription', () => {
    renderActions()
    expect(screen.getByText('Static text')).toBeTruthy()
    expect(screen.queryByRole('link')).toBeNull()
    expect(screen.queryByRole('button')).toBeNull()
  })

  it('shows the import link for a stored subscription and forgets it', async () => {
    setSubscription('https://sub.example.com/x')
    renderActions()
    expect(screen.getByRole('link', { name: 'Add to Happ' }).getAttribute('href')).toBe(
      'happ://add/https://sub.example.com/x',
    )
    expect(screen.queryByText('Static text')).toBeNull()
    await userEvent.click(screen.getByRole('button', { name: 'Forget this link' }))
    expect(screen.getByText('Static text')).toBeTruthy()
    expect(sessionStorage.getItem('onetap:subscription')).toBeNull()
  })

  it('ignores a tampered value in storage', () => {
    sessionStorage.setItem('onetap:subscription', 'javascript:alert(1)')
    renderActions()
    expect(screen.getByText('Static text')).toBeTruthy()
    expect(screen.queryByRole('link')).toBeNull()
  })

  it('offers only copy for an app without an import link', () => {
    act(() => setSubscription('https://sub.example.com/x'))
    renderActions({ importLink: null })
    expect(screen.queryByRole('link')).toBeNull()
    expect(screen.getByRole('button', { name: 'Copy link' })).toBeTruthy()
  })
})

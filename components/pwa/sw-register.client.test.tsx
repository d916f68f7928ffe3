import { render } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'

import { ServiceWorkerRegister } from './sw-register.client'

const labels = { updateAvailable: 'New version', refresh: 'Refresh', later: 'Later' }

function fakeServiceWorker() {
  const register = vi.fn().mockResolvedValue({ waiting: null, addEventListener: vi.fn() })
  Object.defineProperty(navigator, 'serviceWorker', {
    value: { register, controller: null },
    configurable: true,
  })
  return register
}

describe('ServiceWorkerRegister', () => {
  afterEach(() => {
    vi.unstubAllEnvs()
    window.history.replaceState(null, '', '/')
    sessionStorage.clear()
  })

  it('does not register outside production builds (next dev, tests)', () => {
    const register = fakeServiceWorker()
    vi.stubEnv('NODE_ENV', 'development')
    render(<ServiceWorkerRegister labels={labels} />)
    expect(register).not.toHaveBeenCalled()
  })

  it('registers /sw.js with params in production, offline mode from ?offlineMode=true', () => {
    const register = fakeServiceWorker()
    vi.stubEnv('NODE_ENV', 'production')
    window.history.replaceState(null, '', '/faq?offlineMode=true')
    render(<ServiceWorkerRegister labels={labels} />)
    expect(register).toHaveBeenCalledWith(
      '/sw.js?params=%7B%22offlineMode%22%3Atrue%2C%22debug%22%3Afalse%7D',
      {
        scope: '/',
      },
    )
  })

  it('logs a registration failure to the console only', async () => {
    const register = fakeServiceWorker()
    register.mockRejectedValueOnce(new Error('offline'))
    const error = vi.spyOn(console, 'error').mockImplementation(() => {})
    vi.stubEnv('NODE_ENV', 'production')
    render(<ServiceWorkerRegister labels={labels} />)
    await vi.waitFor(() =>
      expect(error).toHaveBeenCalledWith('Service worker registration failed:', expect.any(Error)),
    )
    error.mockRestore()
  })
})

import { createRequire } from 'node:module'
import path from 'node:path'
import { pathToFileURL } from 'node:url'

import { cleanup } from '@testing-library/react'
import { afterEach, vi } from 'vitest'

import { ON_DEMAND_SOURCES } from '@/lib/on-demand'

// `server-only` throws outside a React server environment; tests import server modules directly.
vi.mock('server-only', () => ({}))

afterEach(() => cleanup())

// The client's loader (client/on-demand.ts) finds each on-demand part at its source's own address in the
// tests, where the build would compile in its file's name (`__ON_DEMAND__`, scripts/build/client.ts).
const require = createRequire(import.meta.url)
Object.assign(globalThis, {
  __ON_DEMAND__: Object.fromEntries(
    Object.entries(ON_DEMAND_SOURCES).map(([name, source]) => [
      name,
      pathToFileURL(source.startsWith('client/') ? path.resolve(source) : require.resolve(source))
        .href,
    ]),
  ),
})

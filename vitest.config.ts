import { availableParallelism } from 'node:os'

import react from '@vitejs/plugin-react'
import tsconfigPaths from 'vite-tsconfig-paths'
import { defineConfig } from 'vitest/config'

/**
 * Files that time real requests (tests/facts-check.test.ts: 1 s per request, so that its timeout
 * scenario ends quickly): they run after every other file, alone, so that no build of another file
 * (tests/provider.test.ts) takes the cores their answers need.
 */
const alone = ['tests/facts-check.test.ts']

const exclude = ['node_modules/**', 'e2e/**', 'out/**', '.next/**', '.contentlayer/**']

export default defineConfig({
  plugins: [tsconfigPaths(), react()],
  // Tests do not look at styles. Inline options keep Vite from loading postcss.config.mjs with plain
  // Node, which cannot import the TypeScript tokens that Next's bundled config reads.
  css: { postcss: {} },
  // The client build's feature flags (global.d.ts): the unit tests cover every feature.
  // The on-demand parts' files (`__ON_DEMAND__`) are the sources' own, set in vitest.setup.ts.
  define: { __COLOR_MODE_SWITCH__: 'true' },
  test: {
    environment: 'happy-dom',
    setupFiles: ['./vitest.setup.ts'],
    testTimeout: 60_000,
    // Vitest's default in a run is one worker fewer than the cores: a single worker on the 2-core CI
    // runner, where the slowest files (tests/provider.test.ts's builds, CLI runs) wait on child processes
    // and the other core idles. At least two use both; bigger machines keep the default.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['**/*.test.{ts,tsx}'],
          exclude: [...exclude, ...alone],
        },
      },
      {
        extends: true,
        test: {
          name: 'alone',
          include: alone,
          exclude,
          sequence: { groupOrder: 1 },
          fileParallelism: false,
        },
      },
    ],
  },
})

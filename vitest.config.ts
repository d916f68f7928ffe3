import react from '@vitejs/plugin-react'
import tsconfigPaths from 'vite-tsconfig-paths'
import { defineConfig } from 'vitest/config'

export default defineConfig({
  plugins: [tsconfigPaths(), react()],
  // Tests do not look at styles. Inline options keep Vite from loading postcss.config.mjs with plain
  // Node, which cannot import the TypeScript tokens that Next's bundled config reads.
  css: { postcss: {} },
  // The client build's feature flags (global.d.ts): the unit tests cover every feature.
  define: { __COLOR_MODE_SWITCH__: 'true' },
  test: {
    environment: 'happy-dom',
    setupFiles: ['./vitest.setup.ts'],
    include: ['**/*.test.{ts,tsx}'],
    exclude: ['node_modules/**', 'e2e/**', 'out/**', '.next/**', '.contentlayer/**'],
    testTimeout: 60_000,
  },
})

import nextCoreWebVitals from 'eslint-config-next/core-web-vitals'
import nextTypescript from 'eslint-config-next/typescript'

const config = [
  ...nextCoreWebVitals,
  ...nextTypescript,
  {
    ignores: [
      '.next/**',
      'out/**',
      'out-base/**',
      '.contentlayer/**',
      'node_modules/**',
      'next-env.d.ts',
      'test-results/**',
      'playwright-report/**',
      '.tmp/**',
      'bench-results/**',
      // Built by scripts/build/client.ts from client/, and other generated files (git-ignored).
      'public/_assets/**',
      'lib/generated/**',
    ],
  },
]

export default config

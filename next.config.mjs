import os from 'node:os'

import createNextIntlPlugin from 'next-intl/plugin'

// No anonymous usage reports from the build, and so no notice about them in its output: nothing a provider
// acts on (https://nextjs.org/telemetry: the variable, read when `next build` starts its telemetry,
// after this file).
process.env.NEXT_TELEMETRY_DISABLED ??= '1'

const withNextIntl = createNextIntlPlugin({
  requestConfig: './lib/i18n/request.ts',
  experimental: {
    // Types `AppConfig.Messages` from the reference catalogue (next-intl docs: "TypeScript augmentation").
    createMessagesDeclaration: './messages/ru.json',
  },
})

/** @type {import('next').NextConfig} */
const nextConfig = {
  // The site is the `out/` folder: https://nextjs.org/docs/app/guides/static-exports
  output: 'export',
  // The path the site is served under (docs/deploy.md, "Mirrors and BASE_PATH". The same variable is
  // lib/site-config.ts `basePath`, which checks it: the client step of `npm run build` imports it and
  // fails on a bad value before this config is read.
  ...(process.env.BASE_PATH ? { basePath: process.env.BASE_PATH } : {}),
  images: { unoptimized: true },
  reactStrictMode: true,
  poweredByHeader: false,
  experimental: {
    // One `out/404.html` for an app with two root layouts:
    // https://nextjs.org/docs/app/api-reference/file-conventions/not-found#global-not-foundjs-experimental
    globalNotFound: true,
    // Static generation uses one worker per core (Next's default leaves one core idle):
    // https://nextjs.org/docs/app/api-reference/config/next-config-js/staticGeneration
    cpus: os.availableParallelism(),
  },
}

export default withNextIntl(nextConfig)

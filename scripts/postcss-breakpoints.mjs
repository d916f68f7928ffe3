// A PostCSS plugin that expands `@media (--mobile)` and `@media (--desktop)` to the queries of the
// layout breakpoint in lib/design-tokens.ts, so that no stylesheet restates its width. Loaded by
// postcss.config.mjs, which Next (Turbopack) applies to every CSS file.
// Next bundles the PostCSS config with its own TypeScript support, and so does Vitest, so the tokens
// module is imported as it is.
import { media as queries } from '../lib/design-tokens.ts'

/** `(--mobile)` → `(max-width: 996px)`; an unknown name is an error, not a query that never matches. */
export function expandMedia(params, known = queries) {
  return params.replace(/\(\s*--([\w-]+)\s*\)/g, (_, name) => {
    if (!(name in known))
      throw new Error(
        `unknown custom media (--${name}): use ${Object.keys(known)
          .map((k) => `--${k}`)
          .join(' or ')}`,
      )
    return known[name]
  })
}

/** @type {import('postcss').PluginCreator<void>} */
const breakpoints = () => ({
  postcssPlugin: 'postcss-breakpoints',
  AtRule: {
    media(rule) {
      if (rule.params.includes('(--')) {
        try {
          rule.params = expandMedia(rule.params)
        } catch (error) {
          throw rule.error(error.message)
        }
      }
    },
  },
})
breakpoints.postcss = true

export default breakpoints

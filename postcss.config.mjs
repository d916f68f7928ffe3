// Next applies this to every stylesheet (Turbopack too); lightningcss still adds prefixes and minifies.
import breakpoints from './scripts/postcss-breakpoints.mjs'

const config = { plugins: [breakpoints()] }

export default config

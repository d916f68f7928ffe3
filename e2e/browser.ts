// The browser the e2e tests drive; shared with the benchmark and icon scripts.
export { chromiumArgs, chromiumPath } from '../scripts/lib/chromium'

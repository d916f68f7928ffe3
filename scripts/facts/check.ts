// npm run facts:check: re-reads store listings, GitHub releases and guide versions. See CONTRIBUTING.md.
import { runFactsCli } from '@/lib/facts/cli'

process.exitCode = await runFactsCli(process.argv.slice(2), process.env)

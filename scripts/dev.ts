// `npm run dev`: contentlayer2 watches content/ and esbuild client/ while `next dev` serves the app. withContentlayer only hooks
// webpack, so under Turbopack contentlayer has to run beside Next as its own process.
// Run: node scripts/run.mjs scripts/dev.ts (PORT, default 3000)
import { spawn, type ChildProcess } from 'node:child_process'

const children: ChildProcess[] = [
  spawn('npx', ['contentlayer2', 'dev'], { stdio: 'inherit' }),
  spawn(process.execPath, ['scripts/run.mjs', 'scripts/build/client.ts', '--watch'], {
    stdio: 'inherit',
  }),
  spawn('npx', ['next', 'dev', '--hostname', '127.0.0.1', '--port', process.env.PORT ?? '3000'], {
    stdio: 'inherit',
  }),
]
const stop = () => children.forEach((child) => child.kill('SIGTERM'))
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, stop)
for (const child of children)
  child.on('exit', (code) => {
    stop()
    process.exitCode = code ?? 0
  })

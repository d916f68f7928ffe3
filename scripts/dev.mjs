// `npm run dev`: contentlayer2 watches content/ and esbuild client/ while `next dev` serves the app. withContentlayer only hooks
// webpack, so under Turbopack contentlayer has to run beside Next as its own process.
import { spawn } from 'node:child_process'

const children = [
  spawn('npx', ['contentlayer2', 'dev'], { stdio: 'inherit' }),
  spawn('node', ['scripts/run.mjs', 'scripts/build/client.ts', '--watch'], { stdio: 'inherit' }),
  spawn('npx', ['next', 'dev', '--hostname', '127.0.0.1', '--port', process.env.PORT ?? '3000'], {
    stdio: 'inherit',
  }),
]
const stop = () => children.forEach((child) => child.kill('SIGTERM'))
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, stop)
for (const child of children)
  child.on('exit', (code) => {
    stop()
    process.exitCode = code ?? 0
  })

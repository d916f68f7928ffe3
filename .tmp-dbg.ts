import { webkit } from './e2e/engines/webdriver'
import { startTestServer } from './scripts/lib/test-server'
const server = await startTestServer('out')
let t = Date.now()
const lap = (what: string) => { console.log(what, Date.now() - t); t = Date.now() }
const p = await webkit.open({ width: 1280, height: 800 })
lap('open')
await p.goto(`${server.origin}/faq`); lap('goto')
for (let i = 0; i < 5; i++) { await p.evaluate(() => 1); lap('eval') }
await p.goto(`${server.origin}/robots.txt`); lap('robots')
for (let i = 0; i < 3; i++) { await p.evaluate(() => 1); lap('eval') }
await p.close(); await server.stop()

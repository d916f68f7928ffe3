import { chromium } from '@playwright/test'
import { chromiumArgs, chromiumPath } from '/work/wt/status/scripts/lib/chromium'
import { startTestServer } from '/work/wt/status/scripts/lib/test-server'
const [dir, path, rate] = [process.argv[2]!, process.argv[3]!, Number(process.argv[4] ?? 1)]
const server = await startTestServer(dir)
const browser = await chromium.launch({ executablePath: chromiumPath(), args: chromiumArgs })
const context = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 })
const page = await context.newPage()
const cdp = await context.newCDPSession(page)
await cdp.send('Emulation.setCPUThrottlingRate', { rate })
await browser.startTracing(page, { categories: ['devtools.timeline','disabled-by-default-devtools.timeline','loading','blink.user_timing','toplevel','v8.execute'] })
await page.goto(server.origin + path, { waitUntil: 'load' })
await page.waitForTimeout(4000)
const { traceEvents: ev } = JSON.parse((await browser.stopTracing()).toString())
await browser.close(); await server.stop()
const fcp = ev.find((e: any) => e.name === 'firstContentfulPaint')
const nav = ev.find((e: any) => e.name === 'navigationStart' && e.args?.data?.navigationId === fcp.args.data.navigationId)
const main = (e: any) => e.pid === fcp.pid && e.tid === fcp.tid
const ms = (t: number) => ((t - nav.ts) / 1000).toFixed(1)
console.log('FCP', ms(fcp.ts))
for (const m of ev.filter((e: any) => ['firstPaint','largestContentfulPaint::Candidate','domContentLoadedEventEnd','loadEventEnd','MarkDOMContent','MarkLoad'].includes(e.name) && main(e))) console.log(' mark', m.name, ms(m.ts))
const tasks = ev.filter((e: any) => main(e) && e.name === 'RunTask' && e.dur > 8000 && e.ts > nav.ts).sort((a: any, b: any) => a.ts - b.ts)
for (const t of tasks) {
  const kids = ev.filter((e: any) => main(e) && e.ph === 'X' && e.ts >= t.ts && e.ts + (e.dur ?? 0) <= t.ts + t.dur && e !== t && (e.dur ?? 0) > 1500)
  for (const l of kids.filter((k: any) => k.name === 'Layout' || k.name === 'UpdateLayoutTree')) console.log('   ', l.name, (l.dur/1000).toFixed(1), JSON.stringify(l.args?.beginData ?? l.args?.elementCount ?? l.args).slice(0,160), JSON.stringify(l.args?.endData ?? '').slice(0,80))
  console.log(`task ${ms(t.ts)} +${(t.dur / 1000).toFixed(1)}: ` + kids.slice(0, 10).map((k: any) => `${k.name}${k.args?.data?.url ? '(' + String(k.args.data.url).slice(-25) + ')' : ''}${k.args?.beginData?.startLine !== undefined ? '[' + k.args.beginData.startLine + '-' + k.args.endData?.endLine + ']' : ''} ${(k.dur / 1000).toFixed(1)}`).join(', '))
}

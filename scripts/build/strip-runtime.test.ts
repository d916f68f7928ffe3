import { describe, expect, it } from 'vitest'

import { stripPage } from './strip-runtime'

// The shape of a page as Next 16 exports it (Turbopack), cut down to one of each kind of tag.
const page = `<!DOCTYPE html><html lang="ru"><head><meta charSet="utf-8"/>
<link rel="stylesheet" href="/_next/static/chunks/3su0chlmiokqa.css" data-precedence="next"/>
<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/44is5unny0ti1.js"/>
<script src="/_next/static/chunks/1k2w3nq2-wg_-.js" async=""></script>
<script>(function(){document.documentElement.dataset.ours=''})()</script>
<script type="application/json" id="error-strings">{"title":"x"}</script>
<script type="module" src="/_assets/site.ABC.js"></script>
<script src="/_next/static/chunks/0cz1d0mv5g_q7.js" noModule=""></script>
</head><body><div hidden=""><!--$--><!--/$--></div><main><h1>Happ</h1><p>Text<!-- --> <!-- -->more</p><!-- a note --></main>
<script id="_R_">(globalThis["TURBOPACK"] || (globalThis["TURBOPACK"] = [])).push({"otherChunks":[]})</script>
<script>(self.__next_f=self.__next_f||[]).push([0])</script>
<script>self.__next_f.push([1,"1:\\"$Sreact.fragment\\""])</script>
</body></html>`

describe('stripPage', () => {
  it("removes Next's scripts, preloads and flight data and keeps the page and our own scripts", () => {
    const html = stripPage(page)
    expect(html).not.toMatch(/_next\/static\/[^"]+\.js|__next_f|TURBOPACK/)
    expect(html).toContain('<h1>Happ</h1>')
    expect(html).toContain('href="/_next/static/chunks/3su0chlmiokqa.css"')
    expect(html).toContain('document.documentElement.dataset.ours')
    expect(html).toContain('<script type="application/json" id="error-strings">')
    expect(html).toContain('<script type="module" src="/_assets/site.ABC.js"></script>')
    expect(html.match(/<script/g)).toHaveLength(3)
  })

  it('moves the head script above the stylesheet, so the parser does not wait for the CSS to run it', () => {
    const html = stripPage(page)
    const head = html.slice(0, html.indexOf('</head>'))
    expect(head.indexOf('dataset.ours')).toBeGreaterThan(head.indexOf('<meta charSet'))
    expect(head.indexOf('dataset.ours')).toBeLessThan(head.indexOf('<link rel="stylesheet"'))
    expect(html.match(/dataset\.ours/g)).toHaveLength(1)
    // Inline scripts in the body (none of ours, but a page's JSON) stay where they are.
    expect(stripPage(html)).toBe(html)
  })

  it("removes React's hydration markers and keeps other comments", () => {
    const html = stripPage(page)
    expect(html).toContain('<body><main><h1>Happ</h1><p>Text more</p><!-- a note --></main>')
  })

  it("drops Next's twitter copies of the Open Graph title and description, and keeps the others", () => {
    const head =
      '<meta property="og:title" content="Happ"/><meta property="og:description" content="Set up Happ"/>' +
      '<meta name="twitter:card" content="summary"/><meta name="twitter:title" content="Happ"/>' +
      '<meta name="twitter:description" content="Another text"/>'
    const html = stripPage(page.replace('</head>', `${head}</head>`))
    expect(html).not.toContain('name="twitter:title"')
    expect(html).toContain('<meta name="twitter:description" content="Another text"/>')
    expect(html).toContain('<meta name="twitter:card" content="summary"/>')
    expect(html).toContain('<meta property="og:title" content="Happ"/>')
  })

  it('fails on runtime it does not know how to strip', () => {
    expect(() =>
      stripPage(page.replace('<main>', '<main><script>window.__NEXT_DATA__={}</script>')),
    ).toThrow(/Next runtime data is left/)
    expect(() => stripPage(page.replace('<main>', '<main><template id="B:0"></template>'))).toThrow(
      /client-side swap/,
    )
    expect(() =>
      stripPage(page.replace('</head>', '<script src="/_next/data/x.json.js"></script></head>')),
    ).not.toThrow()
    expect(() =>
      stripPage(page.replace('</head>', '<script defer src="/vendor/x.js"></script></head>')),
    ).toThrow(/unknown script/)
  })
})

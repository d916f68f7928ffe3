import { desktopOnly, expect, isMobile, phoneOnly, test } from './fixtures'
import { en } from './routes'

test('the language switch keeps the path, the query and the hash', async ({ page }) => {
  await page.goto('/android/happ?x=1#check')
  if (isMobile(page)) await expect(page.locator('.locale-switcher')).toBeVisible()
  await page.locator('.locale-switcher summary').click()
  await page.getByRole('link', { name: 'English' }).click()
  await expect(page).toHaveURL(/\/en\/android\/happ\?x=1#check$/)
  await expect(page.locator('html')).toHaveAttribute('lang', 'en')
  await page.locator('.locale-switcher summary').click()
  await page.getByRole('link', { name: 'Русский' }).click()
  await expect(page).toHaveURL(/\/android\/happ\?x=1#check$/)
  expect(new URL(page.url()).pathname).toBe('/android/happ')
  await expect(page.locator('html')).toHaveAttribute('lang', 'ru')
})

test('the language switch keeps the query and the hash before the page has hydrated', async ({
  page,
}) => {
  // A reader on a slow phone clicks before React starts: hold back every script of the build.
  await page.route('**/_next/static/chunks/*.js', (route) => route.abort())
  await page.goto('/android/happ?x=1#check', { waitUntil: 'domcontentloaded' })
  await page.locator('.locale-switcher summary').click()
  await page.locator('.locale-switcher a[hreflang="en"]').click()
  await expect(page).toHaveURL(/\/en\/android\/happ\?x=1#check$/)
})

test('the language links work without JavaScript', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false })
  const page = await context.newPage()
  await page.goto(en('/ios/stash'))
  await expect(page.locator('.locale-switcher a[hreflang="ru"]')).toHaveAttribute(
    'href',
    '/ios/stash',
  )
  await context.close()
})

desktopOnly('the desktop TOC; the mobile one is checked below', () => {
  test('the TOC lists exactly the h2 and h3 headings and each entry leads to one', async ({
    page,
  }) => {
    await page.goto('/android/v2rayNG')
    const headings = await page
      .locator('.markdown h2, .markdown h3')
      .evaluateAll((els) => els.map((el) => el.id))
    const links = await page
      .locator('.toc a')
      .evaluateAll((els) => els.map((el) => el.getAttribute('href')!.slice(1)))
    expect(links).toEqual(headings)
    expect(await page.locator('.toc a[href^="#"]').count()).toBeGreaterThan(8)
    await page.locator('.toc a[href="#update"]').click()
    await expect(page).toHaveURL(/#update$/)
    await expect(page.locator('.toc a[href="#update"]')).toHaveClass(/toc__link--active/)
  })
})

phoneOnly('phone layout only', () => {
  test('on a phone the TOC is a collapsible "On this page"', async ({ page }) => {
    await page.goto(en('/windows/v2rayn'))
    const toc = page.locator('.toc')
    await expect(toc.locator('a').first()).toBeHidden()
    await toc.locator('summary').click()
    await expect(toc.locator('a[href="#install"]')).toBeVisible()
    // Above the text, not in a column beside it.
    const tocBox = (await toc.boundingBox())!
    const h1Box = (await page.locator('.markdown h1').boundingBox())!
    expect(tocBox.y + tocBox.height).toBeLessThanOrEqual(h1Box.y)
    await toc.locator('a[href="#install"]').click()
    await expect(toc.locator('a[href="#install"]')).toBeHidden()
  })
})

phoneOnly('phone layout only', () => {
  test('the mobile menu opens the sidebar and the navbar links, and closes after navigating', async ({
    page,
  }) => {
    await page.goto('/ios')
    const menu = page.locator('#site-menu')
    await expect(menu).toBeHidden()
    const toggle = page.getByRole('button', { name: 'Меню' })
    await toggle.click()
    await expect(menu).toBeVisible()
    await expect(menu.getByRole('link', { name: 'Инструкции', exact: true })).toBeVisible()
    await menu.getByRole('link', { name: 'Stash' }).click()
    await expect(page).toHaveURL(/\/ios\/stash$/)
    await expect(menu).toBeHidden()
    await expect(page.locator('h1')).toContainText('Stash')
    // No horizontal scrolling at 375 px.
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - window.innerWidth,
    )
    expect(overflow).toBeLessThanOrEqual(0)
  })
})

phoneOnly('phone layout only', () => {
  test("the menu's list keeps its scroll position through a page where the menu stayed closed", async ({
    page,
  }) => {
    // Short enough for the menu's list to scroll.
    await page.setViewportSize({ width: 375, height: 420 })
    await page.goto(en('/android/happ'))
    await page.getByRole('button', { name: 'Menu' }).click()
    const scroller = page.locator('#site-menu .sidebar__content')
    await scroller.hover()
    await page.mouse.wheel(0, 160)
    // Where the wheel's scroll came to rest.
    let kept = -1
    await expect
      .poll(async () => {
        const [before, now] = [kept, await scroller.evaluate((el) => el.scrollTop)]
        kept = now
        return now > 0 && now === before
      })
      .toBe(true)
    // The lowest Android guide in view, followed from the menu as a reader would.
    const href = await scroller.evaluate((el, section) => {
      const box = el.getBoundingClientRect()
      const links = [...el.querySelectorAll<HTMLAnchorElement>('.menu a')].filter((a) => {
        const r = a.getBoundingClientRect()
        return (
          a.getAttribute('href')!.startsWith(section) &&
          r.top >= box.top &&
          r.bottom <= box.bottom &&
          !a.hasAttribute('aria-current')
        )
      })
      return links[links.length - 1]!.getAttribute('href')!
    }, en('/android/'))
    await scroller.locator(`a[href="${href}"]`).click()
    await expect(page).toHaveURL(new RegExp(`${href}$`))
    // On this page the reader never opens the menu, and leaves it for the same page again.
    await page.goto(href)
    await page.getByRole('button', { name: 'Menu' }).click()
    await expect.poll(() => scroller.evaluate((el) => el.scrollTop)).toBe(kept)
  })
})

for (const path of ['/android/happ', en('/android/happ')]) {
  phoneOnly('phone layout only', () => {
    test(`at 375 px every navbar button of ${path} keeps its icon and a finger-sized target`, async ({
      page,
    }) => {
      await page.goto(path)
      for (const selector of ['.menu-toggle', '.search-button', '.locale-switcher summary']) {
        const control = page.locator(`.navbar ${selector}`)
        await expect(control).toBeVisible()
        const box = (await control.boundingBox())!
        expect(box.width, selector).toBeGreaterThanOrEqual(40)
        const icon = (await control.locator('.icon').first().boundingBox())!
        expect(icon.width, `${selector} icon`).toBeGreaterThanOrEqual(16)
      }
      // The navbar fits: its last control ends inside the viewport.
      const end = (await page.locator('.navbar__end').boundingBox())!
      expect(end.x + end.width).toBeLessThanOrEqual(375)
    })
  })
}

desktopOnly('desktop sidebar', () => {
  test('the sidebar highlights the current page, collapses categories and the whole sidebar', async ({
    page,
  }) => {
    await page.goto(en('/macos/karing'))
    const current = page.locator('#site-menu [aria-current="page"]')
    await expect(current).toHaveText('Karing')
    await expect(current).toHaveAttribute('href', en('/macos/karing'))
    const ios = page.locator('#site-menu details:has(> summary[aria-label="iOS"])')
    await expect(ios).not.toHaveAttribute('open', '')
    await ios.locator('summary').click()
    await expect(ios.getByRole('link', { name: 'Shadowrocket' })).toBeVisible()
    await page.getByRole('button', { name: 'Collapse sidebar' }).click()
    await expect(current).toBeHidden()
    await page.getByRole('button', { name: 'Expand sidebar' }).click()
    await expect(current).toBeVisible()
  })
})

desktopOnly('desktop sidebar', () => {
  test('the sidebar is the "Documentation" landmark; other sections load their pages when opened', async ({
    page,
  }) => {
    const html = await (await page.request.get('/android/happ')).text()
    expect(html).toContain('href="/android/v2rayNG"')
    expect(html).not.toContain('href="/ios/shadowrocket"')
    await page.goto('/android/happ')
    const nav = page.getByRole('navigation', { name: 'Документация' })
    await expect(nav.getByRole('link', { name: 'v2rayNG' })).toBeVisible()
    await nav.locator('details:has(> summary[aria-label="iOS"]) > summary').click()
    await expect(nav.getByRole('link', { name: 'Shadowrocket' })).toHaveAttribute(
      'href',
      '/ios/shadowrocket',
    )
    await page.goto(en('/android/happ'))
    await expect(page.getByRole('navigation', { name: 'Documentation' })).toBeVisible()
  })
})

desktopOnly('desktop sidebar', () => {
  test('the sidebar keeps its scroll position from page to page', async ({ page }) => {
    // Short enough for the sidebar to scroll.
    await page.setViewportSize({ width: 1280, height: 420 })
    await page.goto(en('/android/happ'))
    const scroller = page.locator('#site-menu .sidebar__content')
    // Scrolled to its end; the position counts once the browser has reported the scroll.
    const kept = await scroller.evaluate(
      (el) =>
        new Promise<number>((resolve) => {
          el.addEventListener('scroll', () => resolve(el.scrollTop), { once: true })
          el.scrollTop = el.scrollHeight
        }),
    )
    // The lowest Android guide still in view (the same category stays open), followed as a reader
    // would, without scrolling to it first.
    const href = await scroller.evaluate((el, section) => {
      const box = el.getBoundingClientRect()
      const links = [...el.querySelectorAll<HTMLAnchorElement>('.menu a')].filter((a) => {
        const r = a.getBoundingClientRect()
        const android = a.getAttribute('href')!.startsWith(section)
        return (
          android && r.top >= box.top && r.bottom <= box.bottom && !a.hasAttribute('aria-current')
        )
      })
      return links[links.length - 1]!.getAttribute('href')!
    }, en('/android/'))
    await scroller.locator(`a[href="${href}"]`).dispatchEvent('click')
    await expect(page).toHaveURL(new RegExp(`${href}$`))
    expect(kept).toBeGreaterThan(0)
    await expect.poll(() => scroller.evaluate((el) => el.scrollTop)).toBe(kept)
  })
})

desktopOnly('a pointer that hovers', () => {
  test('pointing at a link prefetches its page once, never the page itself', async ({ page }) => {
    await page.goto(en('/faq'))
    const prefetched = page.locator('link[rel="prefetch"]')
    const next = page.locator('.pager__link--next')
    await next.hover()
    await page.locator('h1').hover()
    await next.hover()
    await expect(prefetched).toHaveCount(1)
    await expect(prefetched).toHaveAttribute(
      'href',
      new RegExp(`${await next.getAttribute('href')}$`),
    )
    await page.locator('.toc a').first().hover()
    await expect(prefetched).toHaveCount(1)
  })
})

test.describe('without the offline copy', () => {
  // The service worker the page registers once it settles stores the site, the next page included, and
  // then serves it at once: no bar, and rightly. This is the reader whose pages come from the network.
  test.use({ serviceWorkers: 'block' })

  test('a slow next page shows the progress bar on the page being left', async ({ page }) => {
    // A reader who asked to save data: nothing is prefetched, so the next page really is slow. Playwright
    // waits for a pending navigation before it looks at the page, so the page reports the bar itself.
    await page.addInitScript(() => {
      Object.defineProperty(navigator, 'connection', { value: { saveData: true } })
      new MutationObserver((_, observer) => {
        if (!document.querySelector('#nprogress .bar')) return
        console.log('progress bar shown')
        observer.disconnect()
      }).observe(document, { childList: true, subtree: true })
    })
    await page.goto(en('/faq'))
    const next = page.locator('.pager__link--next')
    const href = (await next.getAttribute('href'))!
    let release = () => {}
    const held = new Promise<void>((resolve) => (release = resolve))
    await page.route(`**${href}`, async (route) => {
      await held
      await route.continue()
    })
    const shown = page.waitForEvent('console', (m) => m.text() === 'progress bar shown')
    // Followed from the keyboard: the link ends a long page, and a pointer sent there at once can land
    // before the entries above it, laid out only as they come into view (content-visibility), have
    // settled to their own heights.
    await next.focus()
    await page.keyboard.press('Enter')
    await shown
    release()
    await expect(page).toHaveURL(new RegExp(`${href}$`))
    await expect(page.locator('#nprogress')).toHaveCount(0)
  })
})

test('previous and next follow the sidebar order', async ({ page }) => {
  await page.goto(en('/android'))
  // Open every other section, so the sidebar lists all pages (they load from /sidebar.json).
  const sections = page.locator('details[data-sidebar-section][data-ready]')
  await expect(sections.first()).toBeAttached()
  await sections.evaluateAll((els) => els.forEach((el) => ((el as HTMLDetailsElement).open = true)))
  for (const section of await sections.all()) {
    await expect(section.locator('li').first()).toBeAttached()
  }
  const order: string[] = []
  const sidebarOrder = await page
    .locator('#site-menu .menu a')
    .evaluateAll((els) => els.map((el) => el.getAttribute('href')!))
  await page.goto(sidebarOrder[0]!)
  for (let i = 0; i < 6; i++) {
    order.push(new URL(page.url()).pathname)
    await page.locator('.pager__link--next').click()
    await page.waitForURL((url) => url.pathname !== order[order.length - 1])
  }
  expect(order).toEqual(sidebarOrder.slice(0, 6))
  await page.locator('.pager__link--prev').click()
  await expect(page).toHaveURL(new RegExp(`${order[5]}$`))
})

test('the copy button copies the code and shows the copied state; word wrap toggles', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'])
  await page.goto(en('/ios/shadowrocket'))
  const block = page.locator('.code-block').first()
  await block.hover()
  await block.getByRole('button', { name: 'Copy' }).click()
  await expect(block.getByRole('button', { name: 'Copied' })).toBeVisible()
  const copied = await page.evaluate(() => navigator.clipboard.readText())
  expect(copied).toContain('GEOIP,RU,DIRECT')
  await block.getByRole('button', { name: 'Toggle word wrap' }).click()
  await expect(block).toHaveClass(/code-block--wrap/)
})

test('the doc page shows breadcrumbs, version badge, tags and the last update', async ({
  page,
}) => {
  await page.goto('/ios/stash')
  await expect(page.getByRole('navigation', { name: 'Навигационная цепочка' })).toContainText('iOS')
  await expect(page.getByText('Версия: Next')).toBeVisible()
  await expect(page.locator('.doc__tags a')).toHaveText(['ios', 'stash', 'установка'])
  await expect(page.locator('.doc__updated time')).toHaveAttribute('datetime', /^\d{4}-\d\d-\d\d/)
})

test('the announcement can be dismissed and stays dismissed', async ({ page }) => {
  await page.goto(en('/faq'))
  const bar = page.locator('.announcement')
  await expect(bar).toBeVisible()
  await page.getByRole('button', { name: 'Dismiss the announcement' }).click()
  await expect(bar).toBeHidden()
  await page.reload()
  await expect(bar).toBeHidden()
  await page.evaluate(() => localStorage.setItem('announcement-dismissed', 'an-older-id'))
  await page.reload()
  await expect(bar).toBeVisible()
})

test('back to top appears after scrolling and returns to the top', async ({ page }) => {
  await page.goto('/faq')
  const button = page.locator('.back-to-top')
  await expect(button).not.toHaveAttribute('data-visible')
  await page.evaluate(() => window.scrollBy(0, 4000))
  await expect(button).toHaveAttribute('data-visible')
  await button.click()
  await page.waitForFunction(() => window.scrollY === 0)
})

test('the navbar hides on scroll down and shows on scroll up', async ({ page }) => {
  await page.goto(en('/faq'))
  const navbar = page.locator('#navbar')
  // Scroll in steps until the island has hydrated and reacts.
  await expect(async () => {
    await page.evaluate(() => window.scrollBy(0, 400))
    await expect(navbar).toHaveClass(/navbar--hidden/, { timeout: 500 })
  }).toPass()
  await page.evaluate(() => window.scrollBy(0, -300))
  await expect(navbar).not.toHaveClass(/navbar--hidden/)
})

test('tabs switch without JavaScript', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false })
  const page = await context.newPage()
  await page.goto('/tvos/stash')
  const tabs = page.locator('.tabs').first()
  const panels = tabs.locator('.tabs__panel')
  await expect(panels.nth(0)).toBeVisible()
  await expect(panels.nth(1)).toBeHidden()
  await tabs.locator('.tabs__label').nth(1).click()
  await expect(panels.nth(1)).toBeVisible()
  await expect(panels.nth(0)).toBeHidden()
  await context.close()
})

desktopOnly('the desktop TOC column', () => {
  test('the text does not narrow when the TOC arrives after a first paint (no layout shift)', async ({
    browser,
    baseURL,
  }) => {
    // A slow network can paint the top of the article before the parser reaches the TOC. Serve the page
    // cut just before the TOC and compare the article's width with the whole page.
    const context = await browser.newContext({
      javaScriptEnabled: false,
      viewport: { width: 1350, height: 940 },
    })
    const url = `${baseURL}${en('/android/happ')}`
    const html = await (await context.request.get(url)).text()
    const cut = html.indexOf('<nav class="toc"')
    expect(cut).toBeGreaterThan(0)
    const tab = await context.newPage()
    await tab.goto(url)
    const whole = await tab
      .locator('article.doc')
      .evaluate((el) => el.getBoundingClientRect().width)
    await tab.route(url, (route) =>
      route.fulfill({ contentType: 'text/html; charset=utf-8', body: html.slice(0, cut) }),
    )
    await tab.goto(url)
    await expect(tab.locator('.toc')).toHaveCount(0)
    const beforeToc = await tab
      .locator('article.doc')
      .evaluate((el) => el.getBoundingClientRect().width)
    expect(beforeToc).toBe(whole)
    await context.close()
  })
})

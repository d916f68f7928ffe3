import axe from 'axe-core'
import type { Page } from '@playwright/test'

import { SECTION_CLASS } from '../lib/mdx/sections'

/**
 * axe's options for every page. Its defaults leave out WCAG 2.2's target size (24 px or spacing): phones are
 * our readers. Only violations are reported in full (`resultTypes`): axe still runs every rule, but keeps one
 * node of each pass, which is all a check that reads violations needs.
 */
const options: axe.RunOptions = {
  rules: { 'target-size': { enabled: true } },
  resultTypes: ['violations'],
}

/**
 * The serious and critical axe violations on the page as it is now, one line each: the rule, its help and
 * the first three elements. axe-core's source is evaluated in the page once and `axe.run` called there:
 * `@axe-core/playwright`'s AxeBuilder evaluates the 500 KB source on every call and finishes its run in a
 * new blank page, which took twice as long or more for the same violations. It also injects axe into
 * every frame; the site's pages have none, and a page that gets one fails here rather than going unchecked.
 */
export async function seriousViolations(page: Page): Promise<string[]> {
  const frames = page.frames().slice(1)
  if (frames.length > 0)
    throw new Error(
      `axe runs in the top document only; the page has frames: ${frames.map((f) => f.url())}`,
    )
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axe.source)
  return page.evaluate(
    async ({ runOptions, section }) => {
      const { axe: inPage } = window as unknown as { axe: typeof axe }
      // A page's sections are laid out only near the screen (lib/mdx/sections.ts); one that is skipped has
      // no size yet, and axe would measure its links as zero-size targets. The reader meets each section
      // laid out, so axe checks them that way.
      const laidOut = document.createElement('style')
      laidOut.textContent = `.${section} { content-visibility: visible !important; }`
      document.head.append(laidOut)
      const { violations } = await inPage.run(document, runOptions).finally(() => laidOut.remove())
      return violations
        .filter((v) => v.impact === 'serious' || v.impact === 'critical')
        .map(
          (v) =>
            `${v.id}: ${v.help} (${v.nodes
              .map((n) => n.target.join(' '))
              .slice(0, 3)
              .join(', ')})`,
        )
    },
    { runOptions: options, section: SECTION_CLASS },
  )
}

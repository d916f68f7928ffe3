// What the image build accepts and makes of a writer's screenshot: the budgets a source must keep, the
// widths it is encoded at, and how a page asks for them (srcset, sizes). Pure functions, shared by the content
// check, the image build (scripts/build/images.ts), the figure component and the budgets.

/** The budgets and conventions of images (docs/images.md and CONTRIBUTING, "Images"). */
export const imageRules = {
  /**
   * Largest source file. A phone screenshot saved as PNG is 50–400 KB; a file over 1 MB is an uncropped
   * desktop screen or a photo saved as PNG, which bloats the repository and every build that encodes it.
   */
  maxSourceBytes: 1024 * 1024,
  /** Longest side of a source, in pixels: a full 4K screen. Crop to what the reader needs to see. */
  maxSourceSide: 4096,
  /**
   * Pixels per CSS pixel of a source: screenshots are taken on phones and high-density screens (2× or more),
   * so a figure is shown at half its pixel width at most (a 750 px wide phone screenshot at 375 px). Shown
   * smaller, never larger, so it stays sharp on a 2× screen.
   */
  density: 2,
  /** The source formats: PNG or JPEG for screenshots and photos, SVG for diagrams (copied as they are). */
  extensions: ['.png', '.jpg', '.jpeg', '.svg'],
} as const

/**
 * The phone a figure is sized for: the widest common phone viewport (430 CSS px) at the highest common
 * density (3×). The variant it takes is the largest a phone is sent, which the byte budget limits and
 * offline mode stores.
 */
export const PHONE = { viewport: 430, density: 3 } as const

/** Byte budgets of what the build makes (`npm run budgets`, scripts/check-budgets.ts). */
export const imageBudgets = {
  /** The variant a phone takes (AVIF, and WebP for browsers without AVIF), per figure. */
  phoneVariantBytes: 80 * 1024,
}

/** What the budget check reads of a built image (`GeneratedImage` of lib/images/manifest.ts). */
interface BuiltImage {
  source: string
  usedAt: readonly string[]
  full: { url: string; bytes: number }
  phone?: { avif: { url: string; bytes: number }; webp: { url: string; bytes: number } }
}

/**
 * The files a phone gets of each image (its AVIF and WebP, or an SVG itself), with what is over
 * `imageBudgets.phoneVariantBytes`, naming the source and the pages that use it.
 */
export function phoneImageBudget(images: readonly BuiltImage[]) {
  const files = images.flatMap((image) =>
    (image.phone ? [image.phone.avif, image.phone.webp] : [image.full]).map((file) => ({
      ...file,
      image,
    })),
  )
  const failures = files
    .filter((f) => f.bytes > imageBudgets.phoneVariantBytes)
    .map(
      (f) =>
        `${f.image.source} (used at ${f.image.usedAt.join(', ')}): ${f.url} ${f.bytes} B, the file a phone gets, > budget ${imageBudgets.phoneVariantBytes} B`,
    )
  const largest = files.reduce<(typeof files)[number] | undefined>(
    (a, f) => (!a || f.bytes > a.bytes ? f : a),
    undefined,
  )
  return { failures, largest }
}

/** The size a figure is shown at, in CSS pixels (its `width` and `height` attributes). */
export function displaySize(pixelWidth: number, pixelHeight: number) {
  const width = Math.max(1, Math.round(pixelWidth / imageRules.density))
  return { width, height: Math.max(1, Math.round((pixelHeight * width) / pixelWidth)) }
}

/**
 * The widths a raster figure is encoded at, ascending: its display width for a 1× desktop screen, twice it
 * for a phone (capped at twice the phone viewport), and the full width for 2× and 3× screens. A width
 * within 15 % of a larger one is left out: it would save a reader a few bytes and cost a file.
 */
export function variantWidths(pixelWidth: number): number[] {
  const display = displaySize(pixelWidth, pixelWidth).width
  const phone = Math.min(pixelWidth, 2 * Math.min(display, PHONE.viewport))
  const kept: number[] = []
  for (const width of [pixelWidth, phone, display].sort((a, b) => b - a)) {
    const larger = kept.at(-1)
    if (larger === undefined || width < larger * 0.85) kept.push(width)
  }
  return kept.reverse()
}

/** The `sizes` of a figure: the viewport's width on screens narrower than the figure, else its width. */
export function sizesOf(displayWidth: number): string {
  return `(max-width: ${displayWidth}px) 100vw, ${displayWidth}px`
}

/** A `srcset`: each file with its width descriptor, `url` mapping a site path to the page's href. */
export function srcsetOf(
  variants: readonly { url: string; width: number }[],
  url: (path: string) => string = (p) => p,
): string {
  return variants.map((v) => `${url(v.url)} ${v.width}w`).join(', ')
}

/**
 * The width `PHONE` takes from `widths` for a figure shown at `displayWidth`: the narrowest at least its
 * slot (the figure, or the whole viewport when narrower) times its density, else the widest, as a browser
 * picks from a srcset.
 */
export function phoneWidth(widths: readonly number[], displayWidth: number): number {
  const needed = Math.min(displayWidth, PHONE.viewport) * PHONE.density
  const sorted = [...widths].sort((a, b) => a - b)
  return sorted.find((w) => w >= needed) ?? sorted.at(-1)!
}

/** The reasons a source file breaks the budgets (none when it keeps them). */
export function sourceBudgetProblems(source: {
  bytes: number
  width?: number
  height?: number
}): string[] {
  const problems: string[] = []
  // Rounded up to two decimals, so a file just over the budget never reads as the budget itself.
  const mb = (n: number) => `${Math.ceil((n / 1024 / 1024) * 100) / 100} MB`
  if (source.bytes > imageRules.maxSourceBytes) {
    problems.push(
      `${mb(source.bytes)}, over the ${mb(imageRules.maxSourceBytes)} budget for a source image: crop it to what the reader needs, or save a photo as JPEG`,
    )
  }
  const side = Math.max(source.width ?? 0, source.height ?? 0)
  if (side > imageRules.maxSourceSide) {
    problems.push(
      `${source.width}×${source.height} px, over ${imageRules.maxSourceSide} px a side: crop or scale it down`,
    )
  }
  return problems
}

/** A length of an SVG's root (`24`, `24px`, `24.5`); undefined for other units and percentages. */
function svgLength(value: string | undefined): number | undefined {
  const match = /^\s*(\d+(?:\.\d+)?)\s*(px)?\s*$/.exec(value ?? '')
  return match ? Number(match[1]) : undefined
}

/**
 * The size of an SVG as a figure: its root's `width` and `height` in pixels, else its `viewBox`; or the
 * reason there is none.
 */
export function svgSize(svg: string): { width: number; height: number } | { problem: string } {
  const root = /<svg\b([^>]*)>/i.exec(svg)?.[1]
  if (root === undefined) return { problem: 'not an SVG (no <svg> element)' }
  const attribute = (name: string) =>
    new RegExp(`\\s${name}\\s*=\\s*["']([^"']*)["']`, 'i').exec(root)?.[1]
  const width = svgLength(attribute('width'))
  const height = svgLength(attribute('height'))
  if (width && height) return { width: Math.round(width), height: Math.round(height) }
  const box = attribute('viewBox')
    ?.trim()
    .split(/[\s,]+/)
    .map(Number)
  if (box?.length === 4 && box[2]! > 0 && box[3]! > 0) {
    return { width: Math.round(box[2]!), height: Math.round(box[3]!) }
  }
  return { problem: 'has no width and height in pixels and no viewBox to read its size from' }
}

/**
 * What an SVG must not hold: it is published as a file readers can open, where scripts and event
 * handlers would run with the site's origin, and a reference to another file would not load offline.
 */
export function svgProblems(svg: string): string[] {
  const problems: string[] = []
  if (/<script\b/i.test(svg)) problems.push('contains a <script>')
  if (/<foreignObject\b/i.test(svg)) problems.push('contains a <foreignObject>')
  if (/\son[a-z]+\s*=/i.test(svg)) problems.push('has an event handler attribute (on…=)')
  if (/(?:href|src)\s*=\s*["']\s*(?:javascript:|https?:|\/\/)/i.test(svg)) {
    problems.push('links or loads another file (href/src to a URL); embed it instead')
  }
  return problems
}

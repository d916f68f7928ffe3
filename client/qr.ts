// Loaded on demand (dynamic import from client/behaviours/one-tap.ts): the QR encoder is needed only by a
// desktop reader of a phone guide opened from a personal link. It runs in the browser and sends nothing.
import { encode } from 'uqr'

import { OneTapAttribute } from '@/lib/onetap/markup'

const SVG = 'http://www.w3.org/2000/svg'

function svgElement(doc: Document, name: string, attributes: Record<string, string>) {
  const element = doc.createElementNS(SVG, name)
  for (const [key, value] of Object.entries(attributes)) element.setAttribute(key, value)
  return element
}

/** The dark modules of a QR code of `text` as one SVG path (error correction M, a 4-module border). */
export function qrPath(text: string): { size: number; path: string } {
  const { data, size } = encode(text, { ecc: 'M', border: 4 })
  let path = ''
  data.forEach((row, y) =>
    row.forEach((dark, x) => {
      if (dark) path += `M${x} ${y}h1v1h-1z`
    }),
  )
  return { size, path }
}

/** Puts a QR code of `text` in the figure (its `data-qr-alt` names the image) and returns it. */
export function drawQr(figure: HTMLElement, text: string): HTMLElement {
  const { size, path } = qrPath(text)
  const doc = figure.ownerDocument
  const svg = svgElement(doc, 'svg', {
    role: 'img',
    'aria-label': figure.getAttribute(OneTapAttribute.qrAlt) ?? '',
    viewBox: `0 0 ${size} ${size}`,
    width: '200',
    height: '200',
    'shape-rendering': 'crispEdges',
    [OneTapAttribute.qrText]: text,
  })
  svg.append(
    svgElement(doc, 'rect', { width: String(size), height: String(size), fill: '#fff' }),
    svgElement(doc, 'path', { d: path, fill: '#000' }),
  )
  figure.prepend(svg)
  return figure
}

import { SEARCH_IGNORE_ATTRIBUTE } from '@/lib/search/records'
import { getTranslations } from 'next-intl/server'

import { sitePath } from '@/lib/i18n/href'
import { imageFor, readImageManifest, type GeneratedImage } from '@/lib/images/manifest'
import { srcsetOf } from '@/lib/images/rules'
import type { FigureCompileProps } from '@/lib/mdx/figures'

export interface FigureProps extends Partial<FigureCompileProps> {
  /** The image file, relative to the page (`./faq/device-chooser.png`); checked by the content step. */
  src: string
  /** Required: what the image shows, for readers who cannot see it. */
  alt: string
  caption?: string
}

/** The image itself: an SVG as it is, a raster image as AVIF, WebP and the fallback at its widths. */
function Picture({
  image,
  alt,
  loading,
}: {
  image: GeneratedImage
  alt: string
  loading: 'eager' | 'lazy'
}) {
  const img = (srcSet?: string) => (
    // eslint-disable-next-line @next/next/no-img-element -- static export: the build makes the variants (scripts/build/images.ts)
    <img
      src={sitePath(image.fallback[0]!.url)}
      srcSet={srcSet}
      sizes={srcSet ? image.sizes : undefined}
      alt={alt}
      width={image.width}
      height={image.height}
      loading={loading}
      decoding="async"
    />
  )
  if (image.kind === 'svg') return img()
  return (
    <picture>
      <source type="image/avif" srcSet={srcsetOf(image.avif, sitePath)} sizes={image.sizes} />
      <source type="image/webp" srcSet={srcsetOf(image.webp, sitePath)} sizes={image.sizes} />
      {img(srcsetOf(image.fallback, sitePath))}
    </picture>
  )
}

/**
 * A writer's image (`![alt](./x.png "caption")` or `<Figure src alt caption />`; the compile adds `page` and
 * `loading`, lib/mdx/figures.ts): the files the content step built for the page's language, with their size
 * so nothing moves when they load, inside a link to the full-size image (tap to zoom, no script needed).
 */
export async function Figure({ src, alt, caption, page, loading = 'lazy', inline }: FigureProps) {
  if (!page)
    throw new Error(
      `<Figure src="${src}">: only pages compiled by the content step can hold images`,
    )
  const image = imageFor(readImageManifest(), page, src)
  const t = await getTranslations('Mdx')
  const zoom = (
    <a className="figure__zoom" href={sitePath(image.full.url)}>
      <Picture image={image} alt={alt} loading={loading} />
      <span className="visually-hidden" {...{ [SEARCH_IGNORE_ATTRIBUTE]: '' }}>
        {t('figureZoom')}
      </span>
    </a>
  )
  if (inline) return zoom
  return (
    <figure className="figure">
      {zoom}
      {caption ? <figcaption>{caption}</figcaption> : null}
    </figure>
  )
}

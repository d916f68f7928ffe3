import { sitePath } from '@/lib/i18n/href'

export interface FigureProps {
  src: string
  /** Required: what the image shows, for readers who cannot see it. */
  alt: string
  caption?: string
  width?: number
  height?: number
}

/** An image with a caption; `alt` is required and the build fails without it. */
export function Figure({ src, alt, caption, width, height }: FigureProps) {
  if (!alt || alt.trim() === '') throw new Error(`<Figure src="${src}">: alt: required`)
  return (
    <figure className="figure">
      {/* eslint-disable-next-line @next/next/no-img-element -- static export: the image optimiser is off */}
      <img
        src={sitePath(src)}
        alt={alt}
        width={width}
        height={height}
        loading="lazy"
        decoding="async"
      />
      {caption ? <figcaption>{caption}</figcaption> : null}
    </figure>
  )
}

'use client'

import { useEffect } from 'react'

/** The heading the reader is in: the last one whose top has passed a line below the navbar. */
export function activeHeading(
  tops: readonly { id: string; top: number }[],
  line: number,
): string | undefined {
  let active = tops[0]?.id
  for (const { id, top } of tops) {
    if (top <= line) active = id
    else break
  }
  return active
}

/** Highlights the current section in the desktop table of contents while scrolling. */
export function TocHighlight({ ids }: { ids: readonly string[] }) {
  useEffect(() => {
    const links = new Map(
      ids.map((id) => [
        id,
        document.querySelector<HTMLAnchorElement>(`.toc--desktop a[href="#${CSS.escape(id)}"]`),
      ]),
    )
    let frame = 0
    const update = () => {
      frame = 0
      const tops = ids.flatMap((id) => {
        const el = document.getElementById(id)
        return el ? [{ id, top: el.getBoundingClientRect().top }] : []
      })
      const current = activeHeading(tops, 96)
      links.forEach((link, id) => link?.classList.toggle('toc__link--active', id === current))
    }
    const onScroll = () => {
      if (!frame) frame = requestAnimationFrame(update)
    }
    update()
    window.addEventListener('scroll', onScroll, { passive: true })
    window.addEventListener('resize', onScroll)
    return () => {
      window.removeEventListener('scroll', onScroll)
      window.removeEventListener('resize', onScroll)
      cancelAnimationFrame(frame)
    }
  }, [ids])
  return null
}

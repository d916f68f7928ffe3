/** The icons of the site chrome; each is drawn by icon.css from the one stylesheet. */
export type IconName = 'brand' | 'menu' | 'search' | 'globe' | 'sidebar' | 'close' | 'up'

/**
 * A decorative icon: an empty `<span>` that CSS paints in the text colour through a mask (icon.css),
 * so a page carries a class name instead of the SVG, and the drawing is downloaded once.
 */
export function Icon({ name }: { name: IconName }) {
  return <span className={`icon icon--${name}`} aria-hidden="true" />
}

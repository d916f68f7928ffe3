/**
 * The contract between the schematics' markup (components/mdx/screen.tsx) and their styles
 * (components/mdx/screen.css): what the stylesheet reads of a drawn screen.
 */
export enum ScreenAttribute {
  /** A control to tap: its step's number, drawn in its badge (`attr(data-step)`). */
  step = 'data-step',
  /** A grid of tiles: how many go across. */
  columns = 'data-columns',
}

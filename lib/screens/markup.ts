/**
 * The contract between the schematics' markup (components/mdx/screen.tsx) and their styles
 * (components/mdx/screen.css): what the stylesheet reads of a drawn screen. `step`: a control to tap, its
 * step's number drawn in its badge (`attr(data-step)`); `columns`: how many tiles go across.
 */
import { defineContract } from '@/lib/contract'

export const ScreenAttribute = defineContract({ step: 'data-step', columns: 'data-columns' })

import type { ReactNode } from 'react'

// The palette (from lib/design-tokens.ts), then the base styles; components import their own.
import '@/lib/generated/tokens.css'
import '../../globals.css'

import { RootLayout, rootMetadata, rootViewport } from '@/components/layout/root-layout'

export const generateMetadata = () => rootMetadata('en')
export const viewport = rootViewport

export default function Layout({ children }: { children: ReactNode }) {
  return <RootLayout locale="en">{children}</RootLayout>
}

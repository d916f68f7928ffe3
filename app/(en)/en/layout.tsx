import type { ReactNode } from 'react'

import { RootLayout, rootMetadata, rootViewport } from '@/components/layout/root-layout'

import '../../globals.css'

export const generateMetadata = () => rootMetadata('en')
export const viewport = rootViewport

export default function Layout({ children }: { children: ReactNode }) {
  return <RootLayout locale="en">{children}</RootLayout>
}

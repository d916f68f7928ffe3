import type { ReactNode } from 'react'

import '../../styles.css'

import { RootLayout, rootMetadata, rootViewport } from '@/components/layout/root-layout'

export const generateMetadata = () => rootMetadata('en')
export const viewport = rootViewport

export default function Layout({ children }: { children: ReactNode }) {
  return <RootLayout locale="en">{children}</RootLayout>
}

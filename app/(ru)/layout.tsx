import type { ReactNode } from 'react'

import { RootLayout, rootMetadata, rootViewport } from '@/components/layout/root-layout'

import '../globals.css'

export const generateMetadata = () => rootMetadata('ru')
export const viewport = rootViewport

export default function Layout({ children }: { children: ReactNode }) {
  return <RootLayout locale="ru">{children}</RootLayout>
}

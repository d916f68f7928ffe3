import { OfflinePage, offlineMetadata } from '@/components/pwa/offline-page'

export const generateMetadata = () => offlineMetadata('en')

export default function Page() {
  return <OfflinePage locale="en" />
}

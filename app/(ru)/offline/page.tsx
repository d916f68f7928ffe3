import { OfflinePage, offlineMetadata } from '@/components/pwa/offline-page'

export const generateMetadata = () => offlineMetadata('ru')

export default function Page() {
  return <OfflinePage locale="ru" />
}

import { helpMetadata, HelpRoute } from '@/components/help/help-route'

export const generateMetadata = async () => helpMetadata('ru', {})

export default async function Page() {
  return <HelpRoute locale="ru" params={{}} />
}

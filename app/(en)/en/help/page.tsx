import { helpMetadata, HelpRoute } from '@/components/help/help-route'

export const generateMetadata = async () => helpMetadata('en', {})

export default async function Page() {
  return <HelpRoute locale="en" params={{}} />
}

import { helpAppParams, type HelpRouteParams } from '@/lib/source/tree'

import { helpMetadata, HelpRoute } from '@/components/help/help-route'

type Props = { params: Promise<HelpRouteParams> }

export const dynamicParams = false
export const generateStaticParams = helpAppParams
export const generateMetadata = async ({ params }: Props) => helpMetadata('ru', await params)

export default async function Page({ params }: Props) {
  return <HelpRoute locale="ru" params={await params} />
}

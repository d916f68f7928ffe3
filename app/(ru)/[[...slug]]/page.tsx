import { docStaticParams, type DocRouteParams } from '@/lib/source/tree'

import { docMetadata, DocRoute } from '@/components/docs/doc-route'

type Props = { params: Promise<DocRouteParams> }

export const dynamicParams = false
export const generateStaticParams = () => docStaticParams('ru')
export const generateMetadata = async ({ params }: Props) => docMetadata('ru', (await params).slug)

export default async function Page({ params }: Props) {
  return <DocRoute locale="ru" slug={(await params).slug} />
}

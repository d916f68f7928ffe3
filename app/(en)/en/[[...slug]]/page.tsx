import { docStaticParams, type DocRouteParams } from '@/lib/source/tree'

import { docMetadata, DocRoute } from '@/components/docs/doc-route'

type Props = { params: Promise<DocRouteParams> }

export const dynamicParams = false
export const generateStaticParams = () => docStaticParams('en')
export const generateMetadata = async ({ params }: Props) => docMetadata('en', (await params).slug)

export default async function Page({ params }: Props) {
  return <DocRoute locale="en" slug={(await params).slug} />
}

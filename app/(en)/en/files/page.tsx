import { singleFilesMetadata, SingleFilesRoute } from '@/components/files/single-files-route'

export const generateMetadata = async () => singleFilesMetadata('en')

export default async function Page() {
  return <SingleFilesRoute locale="en" />
}

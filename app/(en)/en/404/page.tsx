import { NotFoundPage, notFoundMetadata } from '@/components/errors/not-found'

export const generateMetadata = () => notFoundMetadata('en')

export default function Page() {
  return <NotFoundPage locale="en" />
}

import { sidebarSections } from '@/lib/source/navigation'
import { getSidebar } from '@/lib/source/tree'

// A static GET: exported as a file, fetched when the reader first opens another section of the sidebar.
export const dynamic = 'force-static'

export async function GET() {
  return Response.json(sidebarSections(await getSidebar('en')))
}

import { searchFile } from '@/lib/search/search-file'

// A static GET: exported to out/search.json at build time, fetched on the first use of the search.
export const dynamic = 'force-static'

export async function GET() {
  return Response.json(await searchFile('ru'))
}

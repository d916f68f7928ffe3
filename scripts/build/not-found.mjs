import { readFile, writeFile } from 'node:fs/promises'
import path from 'node:path'

/** out/en/404.html: the not-found page already in English, for servers that pick a 404 page by folder. */
export async function englishNotFound(out) {
  const html = await readFile(path.join(out, '404.html'), 'utf8')
  // The title also sits in the RSC payload, which React applies on hydration: replace every copy.
  const title = /<title>([^<]*)<\/title>/.exec(html)?.[1] ?? ''
  const english = html
    .replace('<html lang="ru"', '<html lang="en"')
    .replaceAll(title, title.split(' · ')[1] ?? title)
  if (!english.includes('<html lang="en"') || !/<title>Page Not Found/.test(english)) {
    throw new Error('out/404.html: expected <html lang="ru"> and a bilingual <title> to rewrite')
  }
  await writeFile(path.join(out, 'en', '404.html'), english)
  return 'out/en/404.html'
}

/**
 * Keyboard layout swap between the Russian ЙЦУКЕН and the English QWERTY layouts, for words typed with the
 * wrong layout active ("gjlgbcrf" → "подписка", "рфзз" → "happ").
 */
const en = "qwertyuiop[]asdfghjkl;'zxcvbnm,.`"
const ru = 'йцукенгшщзхъфывапролджэячсмитьбюё'

const enToRu = new Map([...en].map((c, i) => [c, ru[i]!]))
const ruToEn = new Map([...ru].map((c, i) => [c, en[i]!]))

/** The text as if typed in the other layout; characters outside both layouts stay as they are. */
export function swapLayout(text: string): string {
  const lower = text.toLowerCase()
  const cyrillic = [...lower].filter((c) => ruToEn.has(c)).length
  const latin = [...lower].filter((c) => enToRu.has(c) && /[a-z]/.test(c)).length
  const map = cyrillic > latin ? ruToEn : enToRu
  return [...lower].map((c) => map.get(c) ?? c).join('')
}

/**
 * A count in words for running text: the locale's word for one to ten ("four", «четыре»), digits from 11
 * (`numberWords` is the messages' comma-separated list, `Offer.numberWords`, in the gender of the noun it
 * counts). The noun's plural form is the message's ICU `plural` (Russian has one, few and many).
 */
export function countWord(numberWords: string, count: number): string {
  const words = numberWords.split(',').map((w) => w.trim())
  return Number.isInteger(count) && count >= 1 && count <= words.length
    ? words[count - 1]!
    : String(count)
}

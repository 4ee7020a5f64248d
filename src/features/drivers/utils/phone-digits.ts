/** What the phone field keeps of a keystroke or paste: digits only, at most the country's length. */
export function phoneDigits(raw: string, maxLength: number): string {
  return raw.replace(/\D/g, '').slice(0, maxLength);
}

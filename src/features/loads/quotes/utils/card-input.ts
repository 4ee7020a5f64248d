const MAX_CARD_DIGITS = 19;

/** Keeps the digits a card number field may hold. */
export function normalizeCardNumber(value: string): string {
  return value.replace(/\D/g, '').slice(0, MAX_CARD_DIGITS);
}

/** "4242424242424242" → "4242 4242 4242 4242", as printed on the card. */
export function groupCardNumber(digits: string): string {
  return digits.replace(/(\d{4})(?=\d)/g, '$1 ');
}

/**
 * A card number inside a sentence of either direction: isolated left to right (LRI…PDI), so
 * Arabic never shows '4000 0000 0000 0002' as '0002 0000 0000 4000', and its groups joined by
 * no-break spaces, so it never wraps in two. Pasted into the card field, it is digits again.
 */
export function cardNumberInSentence(digits: string): string {
  return `\u2066${groupCardNumber(digits).replaceAll(' ', '\u00a0')}\u2069`;
}

/** "1", "12", "123" → "1", "12", "12/3": the slash appears once the month is typed. */
export function normalizeExpiry(value: string): string {
  const digits = value.replace(/\D/g, '').slice(0, 4);
  return digits.length > 2 ? `${digits.slice(0, 2)}/${digits.slice(2)}` : digits;
}

export function normalizeCvc(value: string): string {
  return value.replace(/\D/g, '').slice(0, 4);
}

/** A card is valid through the last day of its expiry month. */
export function isFutureExpiry(expiry: string, now: Date = new Date()): boolean {
  const match = /^(0[1-9]|1[0-2])\/(\d{2})$/.exec(expiry);
  if (!match) return false;
  const month = Number(match[1]);
  const year = 2000 + Number(match[2]);
  return year > now.getFullYear() || (year === now.getFullYear() && month >= now.getMonth() + 1);
}

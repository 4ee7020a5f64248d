/** Cells a spreadsheet would run as a formula; a plain phone number (+966 5…) is left alone. */
function looksLikeFormula(value: string): boolean {
  if (/^[=@\t\r]/.test(value)) return true;
  return /^[+-]/.test(value) && !/^[+-][\d\s().-]*$/.test(value);
}

/** One RFC 4180 field: quoted when it holds a quote, comma or line break; quotes doubled. */
export function csvField(value: string): string {
  const safe = looksLikeFormula(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/**
 * A CSV document: CRLF line ends, and a UTF-8 byte order mark so Excel reads Arabic names as
 * UTF-8 instead of the system code page.
 */
export function toCsv(header: string[], rows: string[][]): string {
  const lines = [header, ...rows].map((cells) => cells.map(csvField).join(','));
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}

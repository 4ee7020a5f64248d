/**
 * Saudi Arabia's simplified e-invoice QR (ZATCA phase 1): TLV records — a tag byte, a length
 * byte, the UTF-8 value — joined and base64-encoded.
 */
export type ZatcaQrFields = {
  sellerName: string;
  vatNumber: string;
  /** ISO 8601, to the second. */
  timestamp: string;
  /** With its currency's decimals, e.g. "1150.00". */
  totalWithVat: string;
  vatAmount: string;
};

const MAX_VALUE_BYTES = 255;

/** The value's UTF-8 bytes, cut to the 255 a one-byte length can say, never inside a character. */
function utf8Capped(value: string): Buffer {
  let bytes = Buffer.from(value, 'utf8');
  let text = value;
  while (bytes.length > MAX_VALUE_BYTES) {
    text = Array.from(text).slice(0, -1).join('');
    bytes = Buffer.from(text, 'utf8');
  }
  return bytes;
}

export function zatcaQr(fields: ZatcaQrFields): string {
  const values = [
    fields.sellerName,
    fields.vatNumber,
    fields.timestamp,
    fields.totalWithVat,
    fields.vatAmount,
  ];
  const records = values.map((value, index) => {
    const bytes = utf8Capped(value);
    return Buffer.concat([Buffer.from([index + 1, bytes.length]), bytes]);
  });
  return Buffer.concat(records).toString('base64');
}

/** ISO 8601 without milliseconds, as ZATCA's examples write it: 2026-11-22T08:00:00Z. */
export const zatcaTimestamp = (at: Date) => at.toISOString().replace(/\.\d{3}Z$/, 'Z');

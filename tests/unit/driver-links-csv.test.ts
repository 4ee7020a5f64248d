import { describe, expect, it } from 'vitest';
import { csvField, toCsv } from '../../src/features/driver-links/utils/csv';

describe('CSV fields', () => {
  it.each([
    ['plain', 'plain'],
    ['Riyadh, Saudi Arabia', '"Riyadh, Saudi Arabia"'],
    ['Omar "The Hawk"', '"Omar ""The Hawk"""'],
    ['two\nlines', '"two\nlines"'],
    ['عائشة', 'عائشة'],
    ['', ''],
  ])('writes %j as %j', (value, expected) => {
    expect(csvField(value)).toBe(expected);
  });

  it('keeps a spreadsheet from running a cell as a formula, but leaves phone numbers alone', () => {
    expect(csvField('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
    expect(csvField('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvField('+1+cmd')).toBe("'+1+cmd");
    expect(csvField('+966 50 123 4567')).toBe('+966 50 123 4567');
  });

  it('starts with a byte order mark and ends every line with CRLF', () => {
    expect(toCsv(['a', 'b'], [['1', '2,3']])).toBe('\uFEFFa,b\r\n1,"2,3"\r\n');
  });
});

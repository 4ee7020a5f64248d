import { describe, expect, it } from 'vitest';
import {
  cardNumberInSentence,
  groupCardNumber,
  isFutureExpiry,
  normalizeCardNumber,
  normalizeExpiry,
} from '../../src/features/loads/quotes/utils/card-input';

describe('Card input', () => {
  it('keeps up to 19 digits and shows them in groups of four', () => {
    expect(normalizeCardNumber('4242 4242-4242 4242')).toBe('4242424242424242');
    expect(normalizeCardNumber('1'.repeat(25))).toHaveLength(19);
    expect(groupCardNumber('4000000000000002')).toBe('4000 0000 0000 0002');
    expect(groupCardNumber('42424')).toBe('4242 4');
  });

  it('keeps a card number in a sentence whole and in order, in Arabic too', () => {
    const inSentence = cardNumberInSentence('4000000000000002');
    // Left to right whatever the sentence's direction, and never wrapped between its groups.
    expect(inSentence).toBe('\u20664000\u00a00000\u00a00000\u00a00002\u2069');
    expect(normalizeCardNumber(inSentence)).toBe('4000000000000002');
  });

  it('writes the expiry as MM/YY', () => {
    expect(normalizeExpiry('1')).toBe('1');
    expect(normalizeExpiry('12')).toBe('12');
    expect(normalizeExpiry('1239')).toBe('12/39');
    expect(normalizeExpiry('12/399')).toBe('12/39');
  });

  it('accepts a card through the end of its expiry month', () => {
    const now = new Date(2026, 4, 31); // 31 May 2026
    expect(isFutureExpiry('05/26', now)).toBe(true);
    expect(isFutureExpiry('04/26', now)).toBe(false);
    expect(isFutureExpiry('01/27', now)).toBe(true);
    expect(isFutureExpiry('13/30', now)).toBe(false);
    expect(isFutureExpiry('1230', now)).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import { say } from '../../server/lib/i18n/phrase';
import { guaranteeNotices } from '../../server/modules/response-guarantee/guarantee-notices';

const isolated = (value: string) => `\u2068${value}\u2069`;

const load = {
  number: 41,
  source: { city: 'Riyadh', country: 'Saudi Arabia' },
  destination: { city: 'Dammam', country: 'Saudi Arabia' },
  weightValue: 16,
  weightUnit: 'ton' as const,
  truckType: '12M',
};

describe('places and truck types in what the server says', () => {
  it('names the route and the truck as the Arabic screens do', () => {
    const { description } = guaranteeNotices.loadMatched(load as never);
    const arabic = say(description, 'ar');
    expect(arabic).toContain(`${isolated('الرياض')} ← ${isolated('الدمام')}`);
    expect(arabic).toContain(`شاحنة ${isolated('12 متر')}`);
    expect(arabic).not.toMatch(/Riyadh|Dammam|12M/);
  });

  it('keeps the stored names in English, and where a language has none of its own', () => {
    const { description } = guaranteeNotices.loadMatched(load as never);
    expect(say(description, 'en')).toContain('Riyadh → Dammam (16 ton, 12M truck)');
    expect(say(description, 'ur')).toContain(isolated('Riyadh'));
  });

  it('says a city it does not know as it was stored', () => {
    expect(
      say(
        {
          text: '{{from}} → {{to}}',
          values: { from: { city: 'Atlantis' }, to: { city: 'Jeddah' } },
        },
        'ar',
      ),
    ).toBe(`${isolated('Atlantis')} ← ${isolated('جدة')}`);
  });
});

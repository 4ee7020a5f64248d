import { describe, expect, it } from 'vitest';
import type { LinkStop } from '../../src/contract/driver-links';
import { currentStop } from '../../src/features/driver-page/utils/current-stop';
import { callUrl, navigationUrl } from '../../src/features/driver-page/utils/stop-links';

const stop = (details: Partial<LinkStop> = {}): LinkStop => ({
  city: 'Riyadh',
  country: 'Saudi Arabia',
  address: null,
  contactPerson: null,
  contactNumber: null,
  coordinates: null,
  ...details,
});

describe('the driver page’s maps link', () => {
  it('goes to the exact point, latitude first, when there is one', () => {
    expect(navigationUrl(stop({ address: 'Gate 4', coordinates: [46.846321, 24.617213] }))).toBe(
      'https://www.google.com/maps/dir/?api=1&destination=24.617213,46.846321',
    );
  });

  it('goes to the address with its city and country when there is no point', () => {
    const url = navigationUrl(stop({ address: 'Gate 4, Second Industrial City & Co. #2' }));
    expect(url).toBe(
      'https://www.google.com/maps/dir/?api=1&destination=' +
        'Gate%204%2C%20Second%20Industrial%20City%20%26%20Co.%20%232%2C%20Riyadh%2C%20Saudi%20Arabia',
    );
    expect(new URL(url ?? '').searchParams.get('destination')).toBe(
      'Gate 4, Second Industrial City & Co. #2, Riyadh, Saudi Arabia',
    );
    expect(new URL(url ?? '').searchParams.get('api')).toBe('1');
  });

  it('offers none with neither a point nor an address', () => {
    expect(navigationUrl(stop())).toBeNull();
    expect(navigationUrl(stop({ address: '   ' }))).toBeNull();
  });
});

describe('the driver page’s call link', () => {
  it.each([
    ['+966512345678', 'tel:+966512345678'],
    [' +971 50 123 4567 ', 'tel:+971501234567'],
    ['0501234567', 'tel:0501234567'],
  ])('dials %j as %j', (number, link) => {
    expect(callUrl(number)).toBe(link);
  });

  it('offers none without a number', () => {
    expect(callUrl(null)).toBeNull();
    expect(callUrl('+')).toBeNull();
  });
});

describe('the stop the driver heads for', () => {
  it.each([
    ['pending', 'source'],
    ['confirmed', 'source'],
    ['out_to_collect', 'source'],
    ['loaded', 'destination'],
    ['out_to_unload', 'destination'],
    ['completed', null],
    ['cancelled', null],
  ] as const)('while %s is the %s', (status, kind) => {
    expect(currentStop(status)).toBe(kind);
  });
});

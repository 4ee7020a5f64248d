import { describe, expect, it } from 'vitest';
import { tripPrice } from '../../src/contract/trip-price';

const charge = (status: 'pending' | 'approved' | 'rejected', approvedAmount: number) => ({
  status,
  approvedAmount,
});

describe('one trip total (issue 18)', () => {
  it('is the base price plus the approved charges; pending and rejected add nothing', () => {
    expect(
      tripPrice(
        4500,
        [
          charge('approved', 150),
          charge('pending', 0),
          charge('rejected', 0),
          charge('approved', 0),
        ],
        'SAR',
      ),
    ).toEqual({ basePrice: 4500, approvedCharges: 150, total: 4650 });
  });

  it('is the base price alone without charges', () => {
    expect(tripPrice(1250.5, [], 'SAR')).toEqual({
      basePrice: 1250.5,
      approvedCharges: 0,
      total: 1250.5,
    });
  });

  it('adds in minor units: 0.1 + 0.2 is 0.3, and KWD keeps its 3 decimals', () => {
    const small = [charge('approved', 0.1), charge('approved', 0.2)];
    expect(tripPrice(0, small, 'SAR').total).toBe(0.3);
    expect(tripPrice(10.005, [charge('approved', 1.234)], 'KWD')).toEqual({
      basePrice: 10.005,
      approvedCharges: 1.234,
      total: 11.239,
    });
  });

  it('ignores what a pending charge asks for (approvedAmount is what counts)', () => {
    expect(tripPrice(100, [{ status: 'pending', approvedAmount: 40 }], 'AED').total).toBe(100);
  });
});

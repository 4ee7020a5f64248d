import { describe, expect, it } from 'vitest';
import {
  draftFromFormValues,
  EMPTY_POST_LOAD_VALUES,
  formValuesFromDraft,
} from '../../src/features/post-load/utils/post-load-form-values';
import { scheduledDateIso } from '../../src/features/post-load/utils/schedule';
import { filterWeightInput } from '../../src/features/post-load/utils/weight-input';

describe('Post a Load values', () => {
  it.each([
    ['12.5', '12.5'],
    ['1,200', '1200'],
    ['..5', '.5'],
    ['3.1.4', '3.14'],
    ['-7e3', '73'],
    ['٣', ''],
  ])('filters the weight %j to %j', (typed, kept) => {
    expect(filterWeightInput(typed)).toBe(kept);
  });

  it('sends the scheduled moment as local time with its offset', () => {
    const iso = scheduledDateIso('2099-03-04', '09:30');
    expect(iso).toMatch(/^2099-03-04T09:30:00(Z|[+-]\d{2}:\d{2})$/);
    expect(new Date(iso ?? '').getTime()).toBe(new Date(2099, 2, 4, 9, 30).getTime());
    expect(scheduledDateIso('2099-02-30', '09:30')).toBeNull();
  });

  it('drops what the reference data does not know when a draft comes back', () => {
    expect(
      formValuesFromDraft({
        sourceCountry: 'Saudi Arabia',
        sourceCity: 'Atlantis',
        destCountry: 'Narnia',
        destCity: 'Dubai',
        loadType: 'FTL',
        truckType: '10Ton',
        truckOption: 'reefer',
        currency: 'USD',
        weight: '1a2',
      }),
    ).toMatchObject({
      sourceCountry: 'Saudi Arabia',
      sourceCity: '',
      destCountry: '',
      destCity: '',
      truckType: '10Ton',
      // 10Ton has no reefer, so its first body is taken as if the type had just been chosen.
      truckOption: 'open side grill',
      currency: '',
      weight: '12',
    });
    expect(formValuesFromDraft({ loadType: 'LTL', truckType: '10Ton' }).truckType).toBe('');
    expect(formValuesFromDraft(null)).toEqual(EMPTY_POST_LOAD_VALUES);
  });

  it('leaves blank fields and images out of a draft', () => {
    const draft = draftFromFormValues({ ...EMPTY_POST_LOAD_VALUES, material: 'Dates' });
    expect(JSON.parse(JSON.stringify(draft))).toEqual({
      material: 'Dates',
      loadType: 'FTL',
      weightUnit: 'ton',
    });
  });
});

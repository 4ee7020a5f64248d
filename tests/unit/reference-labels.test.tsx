import { act, renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import i18n from '../../src/app/i18n';
import arCommon from '../../src/app/locales/ar/common.json';
import { countryName } from '../../src/lib/reference-names/country-name';
import {
  cityLabel,
  referenceLabels,
  truckTypeLabel,
} from '../../src/lib/reference-names/reference-labels';
import {
  loadReferenceNames,
  referenceNamesOf,
} from '../../src/lib/reference-names/reference-names';
import { useReferenceLabels } from '../../src/lib/reference-names/use-reference-labels';

afterEach(async () => {
  await act(() => i18n.changeLanguage('en'));
});

describe('reference labels', () => {
  // First, while no Arabic names are loaded yet.
  it('follows the UI language, and renders again when its names arrive', async () => {
    const { result } = renderHook(() => useReferenceLabels());
    expect(result.current.city('Dammam')).toBe('Dammam');
    await act(() => i18n.changeLanguage('ar'));
    await waitFor(() => expect(result.current.city('Dammam')).toBe('الدمام'));
    expect(result.current.truckType('7Ton')).toBe('7 طن');
    expect(result.current.country('Bahrain')).toBe('البحرين');
    await act(() => i18n.changeLanguage('en'));
    expect(result.current.city('Dammam')).toBe('Dammam');
  });
  it('shows the stored names in English, and in a language without names of its own', async () => {
    await loadReferenceNames('en');
    await loadReferenceNames('hi');
    expect(referenceNamesOf('en')).toBeUndefined();
    expect(cityLabel('Riyadh', 'en')).toBe('Riyadh');
    expect(cityLabel('Riyadh', 'hi')).toBe('Riyadh');
    expect(truckTypeLabel('12M', 'en')).toBe('12M');
  });

  it('shows Arabic names once they are loaded, whatever the region; unknown names as stored', async () => {
    await loadReferenceNames('ar-SA');
    expect(cityLabel('Riyadh', 'ar')).toBe('الرياض');
    expect(cityLabel('Ar Rifā‘', 'ar-BH')).toBe('الرفاع');
    expect(truckTypeLabel('3Ton', 'ar')).toBe('3 طن');
    expect(truckTypeLabel('13.6M', 'ar')).toBe('13.6 متر');
    expect(cityLabel('Atlantis', 'ar')).toBe('Atlantis');
    expect(truckTypeLabel('40ft', 'ar')).toBe('40ft');
  });

  it('names countries in the reader language, and keeps a name it does not know', () => {
    expect(countryName('Saudi Arabia', 'en')).toBe('Saudi Arabia');
    expect(countryName('Saudi Arabia', 'ar')).toBe('المملكة العربية السعودية');
    expect(countryName('Oman', 'ur')).toBe('عمان');
    expect(countryName('Atlantis', 'ar')).toBe('Atlantis');
  });

  it("writes a place with the language's own comma", async () => {
    await loadReferenceNames('ar');
    i18n.addResourceBundle('ar', 'common', arCommon, true, true);
    const place = { city: 'Jeddah', country: 'Saudi Arabia' };
    expect(referenceLabels('en', undefined, i18n.getFixedT('en')).place(place)).toBe(
      'Jeddah, Saudi Arabia',
    );
    const arabic = referenceLabels('ar', referenceNamesOf('ar'), i18n.getFixedT('ar'));
    expect(arabic.place(place)).toBe('جدة، المملكة العربية السعودية');
  });
});

import { describe, expect, it } from 'vitest';
import { countries, truckTypes } from '../../src/contract/reference';
import namesAr from '../../src/contract/reference/reference-names-ar.json';

// Arabic letters and the spaces between words: no Latin, digits or harakat in a city's name.
const ARABIC_NAME = /^[\u0621-\u064A]+( [\u0621-\u064A]+)*$/u;

describe('Arabic names of the reference data', () => {
  it('names every city of the six countries, and nothing else', () => {
    const canonical = new Set(countries.flatMap((country) => country.cities.map((c) => c.name)));
    const missing = [...canonical].filter((name) => !(name in namesAr.cities));
    expect(missing).toEqual([]);
    expect(Object.keys(namesAr.cities).filter((name) => !canonical.has(name))).toEqual([]);
  });

  it('writes each city in Arabic script alone', () => {
    const notArabic = Object.entries(namesAr.cities).filter(([, name]) => !ARABIC_NAME.test(name));
    expect(notArabic).toEqual([]);
  });

  it('writes the Gulf cities as their people do', () => {
    expect(namesAr.cities).toMatchObject({
      Riyadh: 'الرياض',
      Dammam: 'الدمام',
      Jeddah: 'جدة',
      Muscat: 'مسقط',
      'Al Ḩadd': 'الحد',
      'Al Muharraq': 'المحرق',
      'Ar Rifā‘': 'الرفاع',
      'Dār Kulayb': 'دار كليب',
      'Jidd Ḩafş': 'جد حفص',
      'Madīnat ‘Īsá': 'مدينة عيسى',
      Doha: 'الدوحة',
      'Kuwait City': 'مدينة الكويت',
      Dubai: 'دبي',
      'Abu Dhabi': 'أبوظبي',
    });
  });

  it('names every truck type, and nothing else', () => {
    expect(Object.keys(namesAr.truckTypes).sort()).toEqual(
      truckTypes.map((type) => type.name).sort(),
    );
    for (const label of Object.values(namesAr.truckTypes))
      expect(label).toMatch(/[\u0621-\u064A]/u);
  });
});

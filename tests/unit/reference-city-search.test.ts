import { describe, expect, it } from 'vitest';
import { filterOptions } from '../../src/components/ui/searchable-select/option-filter';
import namesAr from '../../src/contract/reference/reference-names-ar.json';
import { cityChoices } from '../../src/lib/reference-names/city-choices';
import { referenceLabels } from '../../src/lib/reference-names/reference-labels';
import i18n from '../../src/app/i18n';
import { cityNamesOf } from '../../src/features/post-load/utils/reference-options';
import { searchPlaces } from '../../src/lib/gazetteer';

const saudiCities = cityNamesOf('Saudi Arabia');
const arabic = cityChoices(saudiCities, referenceLabels('ar', namesAr, i18n.getFixedT('ar')));
const english = cityChoices(saudiCities, referenceLabels('en', undefined, i18n.getFixedT('en')));
const found = (query: string, options = arabic) =>
  filterOptions(options, query).map((option) => option.value);

describe('finding a city by typing Arabic', () => {
  it('shows Arabic names in Arabic order, keeping the canonical name as the value', () => {
    const riyadh = arabic.find((choice) => choice.value === 'Riyadh');
    expect(riyadh).toEqual({ value: 'Riyadh', label: 'الرياض', searchTerms: ['Riyadh'] });
    const labels = arabic.map((choice) => choice.label);
    expect(labels).toEqual([...labels].sort(new Intl.Collator('ar').compare));
    expect(labels[0]).toBe('أبها');
  });

  it('finds a city by its Arabic name, its start, or a word of it', () => {
    expect(found('الرياض')[0]).toBe('Riyadh');
    expect(found('الدم')[0]).toBe('Dammam');
    expect(found('مشيط')).toEqual(['Khamis Mushait']);
  });

  it('finds a name whether or not the article is typed', () => {
    expect(found('رياض')[0]).toBe('Riyadh');
    expect(found('دمام')[0]).toBe('Dammam');
    expect(found('ظهران')).toEqual(['Dhahran']);
  });

  it('ranks a word after its article as a word start, before a match inside a word', () => {
    const options = [
      { value: 'Buraydah', label: 'بريدة' },
      { value: 'Ar Rayyān', label: 'الريان' },
    ];
    expect(filterOptions(options, 'ري').map((option) => option.value)).toEqual([
      'Ar Rayyān',
      'Buraydah',
    ]);
  });

  it('finds a name typed without hamza or with the look-alike letters', () => {
    expect(found('جده')).toContain('Jeddah');
    expect(found('ابها')).toEqual(['Abha']);
    expect(found('الطايف')).toEqual(['Ta’if']);
    expect(found('املج')).toEqual(['Umluj']);
    expect(found('صفوي')).toEqual(['Şafwá']);
  });

  it('still finds a city by its canonical Latin name while it shows in Arabic', () => {
    expect(found('riy')[0]).toBe('Riyadh');
    expect(found('khamis')).toEqual(['Khamis Mushait']);
  });

  it('leaves the English list as it was: names alone, alphabetical', () => {
    expect(english.find((choice) => choice.value === 'Riyadh')).toEqual({
      value: 'Riyadh',
      label: 'Riyadh',
    });
    expect(found('riy', english)[0]).toBe('Riyadh');
    expect(found('رياض', english)).toEqual([]);
  });
});

describe('the map search, offline, in Arabic', () => {
  it('finds bundled cities by their Arabic names once they are loaded', () => {
    const names = namesAr.cities;
    expect(searchPlaces('رياض', { names })[0]).toMatchObject({ name: 'Riyadh' });
    expect(searchPlaces('الدوحه', { names })[0]).toMatchObject({ name: 'Doha', country: 'Qatar' });
    expect(
      searchPlaces('الرويس', { names })
        .map((place) => place.country)
        .sort(),
    ).toEqual(['Qatar', 'United Arab Emirates']);
    expect(searchPlaces('رياض')).toEqual([]);
    expect(searchPlaces('riyadh', { names })[0]).toMatchObject({ name: 'Riyadh' });
  });
});

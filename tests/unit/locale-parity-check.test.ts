// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { localeFileProblems } from './locale-parity-check';

const english = {
  title: 'Trip {{number}}',
  tip: 'Press <kbd>{{key}}</kbd> to close',
  brand: 'Gulf Freight',
  route: '{{from}} → {{to}}',
  minutes_one: '{{count}} minute',
  minutes_other: '{{count}} minutes',
  share: { title: 'Tracking link', text: 'Open it: {{url}}' },
};

const urdu = {
  title: 'ٹرپ {{number}}',
  tip: 'بند کرنے کے لیے <kbd>{{key}}</kbd> دبائیں',
  brand: 'Gulf Freight',
  route: '{{from}} → {{to}}',
  minutes_one: '{{count}} منٹ',
  minutes_other: '{{count}} منٹ',
  share: { title: 'ٹریکنگ لنک', text: 'اسے کھولیں: {{url}}' },
};

describe('the locale parity rules', () => {
  it('pass a faithful translation, names and symbols left as they are', () => {
    expect(localeFileProblems('ur', 'trip', english, urdu)).toEqual([]);
  });

  it('name a missing file, and missing, extra, empty and non-text keys', () => {
    expect(localeFileProblems('ur', 'trip', english, undefined)).toEqual([
      'ur/trip.json: missing file',
    ]);
    const withoutTitle: Partial<typeof urdu> = { ...urdu };
    delete withoutTitle.title;
    expect(
      localeFileProblems('ur', 'trip', english, {
        ...withoutTitle,
        brand: ' ',
        route: 3,
        subtitle: 'زائد',
      }),
    ).toEqual([
      'ur/trip.json: extra key subtitle',
      'ur/trip.json: missing key title',
      'ur/trip.json: brand is empty',
      'ur/trip.json: route is not text',
    ]);
  });

  it('want the same placeholders and tags as English', () => {
    expect(
      localeFileProblems('ur', 'trip', english, {
        ...urdu,
        title: 'ٹرپ {{id}}',
        tip: 'بند کرنے کے لیے {{key}} دبائیں',
      }),
    ).toEqual([
      'ur/trip.json: title lacks {{number}}',
      'ur/trip.json: title has {{id}}, which English has not',
      'ur/trip.json: tip has other tags than English (</kbd> <kbd>)',
    ]);
  });

  it("want the plural forms of the language's rules, the number spelt out where it may be", () => {
    const arabic = {
      title: 'الرحلة {{number}}',
      tip: 'اضغط <kbd>{{key}}</kbd> للإغلاق',
      brand: 'Gulf Freight',
      route: '{{from}} → {{to}}',
      minutes_zero: 'لا دقائق',
      minutes_one: 'دقيقة واحدة',
      minutes_two: 'دقيقتان',
      minutes_few: '{{count}} دقائق',
      minutes_many: '{{count}} دقيقة',
      minutes_other: '{{count}} دقيقة',
      share: { title: 'رابط التتبع', text: 'افتحه: {{url}}' },
    };
    expect(localeFileProblems('ar', 'trip', english, arabic)).toEqual([]);
    const withoutTwo: Partial<typeof arabic> = { ...arabic };
    delete withoutTwo.minutes_two;
    expect(
      localeFileProblems('ar', 'trip', english, { ...withoutTwo, minutes_few: 'دقائق' }).sort(),
    ).toEqual([
      'ar/trip.json: minutes_few lacks {{count}}',
      'ar/trip.json: missing key minutes_two',
    ]);
    expect(
      localeFileProblems('ur', 'trip', english, { ...urdu, minutes_few: '{{count}} منٹ' }),
    ).toEqual(['ur/trip.json: extra key minutes_few']);
  });

  it('want words translated, but for the names and units every language writes alike', () => {
    expect(
      localeFileProblems('hi', 'trip', english, { ...urdu, title: 'Trip {{number}}' }),
    ).toEqual(['hi/trip.json: title is still English ("Trip {{number}}")']);
  });

  it('look only at the keys asked for, when a language needs only some of a namespace', () => {
    expect(localeFileProblems('bn', 'trip', english, { share: urdu.share }, ['share'])).toEqual([]);
    expect(
      localeFileProblems('bn', 'trip', english, { share: urdu.share, brand: 'x' }, ['share.text']),
    ).toEqual(['bn/trip.json: extra key share.title', 'bn/trip.json: extra key brand']);
  });
});

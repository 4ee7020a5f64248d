import { beforeEach, describe, expect, it } from 'vitest';
import { appLanguage, driverLanguage } from '../../src/app/language/language-choice';
import { readStoredLanguage, storeLanguage } from '../../src/app/language/language-storage';
import { isDriverLinkPath, startLanguage } from '../../src/app/language/start-language';
import { firstOffered } from '../../src/lib/language-tags';

const LINK_PATH = '/trip/3a0e9c4b-5d6f-4a7b-8c9d-0e1f2a3b4c5d/details/AbCdEfGhIjKlMnOpQrSt_-';

beforeEach(() => localStorage.clear());

describe('the browser’s languages', () => {
  it('match by language, whatever the region or case', () => {
    expect(firstOffered(['ar-SA', 'en'], ['en', 'ar'])).toBe('ar');
    expect(firstOffered(['UR_pk'], ['en', 'ar', 'ur'])).toBe('ur');
    expect(firstOffered(['fr-FR', 'en-GB'], ['en', 'ar'])).toBe('en');
    expect(firstOffered(['fr-FR', 'de'], ['en', 'ar'])).toBeUndefined();
  });
});

describe('the app’s language (English and Arabic)', () => {
  it('is the device’s choice first', () => {
    expect(appLanguage({ stored: 'ar', browser: ['en-US'] })).toBe('ar');
    expect(appLanguage({ stored: 'en', browser: ['ar-AE'] })).toBe('en');
  });

  it('else the browser’s first language the app offers, else English', () => {
    expect(appLanguage({ stored: null, browser: ['fr', 'ar-KW', 'en'] })).toBe('ar');
    expect(appLanguage({ stored: null, browser: ['fr'] })).toBe('en');
    expect(appLanguage({ stored: null, browser: [] })).toBe('en');
  });

  it('never a driver’s language the rest of the app does not offer', () => {
    expect(appLanguage({ stored: 'ur', browser: ['hi-IN'] })).toBe('en');
    expect(appLanguage({ stored: 'bn', browser: ['bn', 'ar'] })).toBe('ar');
  });
});

describe('the driver link page’s language (five)', () => {
  const none = { linked: null, storedDriver: null, stored: null, browser: [] };

  it('is the link’s ?lang= first, the provider’s pick for the driver', () => {
    expect(driverLanguage({ ...none, linked: 'ur', storedDriver: 'hi', browser: ['ar'] })).toBe(
      'ur',
    );
  });

  it('ignores a ?lang= it does not speak', () => {
    expect(driverLanguage({ ...none, linked: 'fr', storedDriver: 'bn' })).toBe('bn');
  });

  it('else the driver’s choice on this phone, then the app’s, then the browser’s, then English', () => {
    expect(driverLanguage({ ...none, storedDriver: 'hi', stored: 'ar' })).toBe('hi');
    expect(driverLanguage({ ...none, stored: 'ar', browser: ['bn-BD'] })).toBe('ar');
    expect(driverLanguage({ ...none, browser: ['fr', 'bn-BD'] })).toBe('bn');
    expect(driverLanguage(none)).toBe('en');
  });
});

describe('the language a page opens in', () => {
  it('knows the driver link page by its address', () => {
    expect(isDriverLinkPath(LINK_PATH)).toBe(true);
    expect(isDriverLinkPath(`${LINK_PATH}/`)).toBe(true);
    expect(isDriverLinkPath('/trips/3a0e9c4b-5d6f-4a7b-8c9d-0e1f2a3b4c5d')).toBe(false);
    expect(isDriverLinkPath('/signin')).toBe(false);
  });

  it('keeps a link’s ?lang= on the phone, so the installed app opens in it without one', () => {
    expect(startLanguage({ pathname: LINK_PATH, search: '?lang=bn' }, ['en-US'])).toBe('bn');
    expect(readStoredLanguage('driver')).toBe('bn');
    expect(startLanguage({ pathname: LINK_PATH, search: '' }, ['en-US'])).toBe('bn');
    // The rest of the app keeps its own choice.
    expect(readStoredLanguage('app')).toBeNull();
    expect(startLanguage({ pathname: '/signin', search: '?lang=bn' }, ['en-US'])).toBe('en');
  });

  it('opens the app in the visitor’s stored choice', () => {
    storeLanguage('app', 'ar');
    expect(startLanguage({ pathname: '/signin', search: '' }, ['en-US'])).toBe('ar');
    expect(startLanguage({ pathname: LINK_PATH, search: '' }, ['en-US'])).toBe('ar');
  });

  it('reads nothing it does not speak from storage', () => {
    localStorage.setItem('language', 'fr');
    expect(readStoredLanguage('app')).toBeNull();
  });
});

import { addTranslations } from '../../app/i18n';

// The driver link page's strings, added as its module loads; the router renders the page once
// they are in, in the language shown: its own and the offline banner's. The entry carries only
// its own namespaces (src/app/i18n.ts); the trip view's status badge uses the entry's `common`.
export const driverPageTranslations = addTranslations(
  import.meta.glob(['../../app/locales/en/driver-page.json', '../../app/locales/en/offline.json'], {
    eager: true,
  }),
  import.meta.glob(
    [
      '../../app/locales/*/driver-page.json',
      '../../app/locales/*/offline.json',
      '!../../app/locales/en/*',
    ],
    { eager: true, query: '?url', import: 'default' },
  ),
);

import { addTranslations } from '../../app/i18n';

// The driver link page's strings, added as its module loads, before it renders: its own and the
// offline banner's. The entry carries only its own namespaces (src/app/i18n.ts); the trip view adds
// the status badge's with its chunk.
addTranslations(
  import.meta.glob(['../../app/locales/en/driver-page.json', '../../app/locales/en/offline.json'], {
    eager: true,
  }),
);

import { addTranslations } from '../../app/i18n';

// The status badge's strings, which the trip view shows: added with the trip view's chunk, before
// it renders, rather than in the page's first load (./driver-page-translations.ts).
addTranslations(import.meta.glob('../../app/locales/en/load-details.json', { eager: true }));

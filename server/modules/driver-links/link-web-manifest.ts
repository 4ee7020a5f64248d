import { isRtl, type Language } from '../../../src/contract/languages';
import { appManifest, type WebManifest } from '../../../src/contract/web-manifest';
import { driverLinkPathOf } from '../../../src/lib/link-manifest';
import { say } from '../../lib/i18n/phrase';
import type { LinkInstallTarget } from './driver-links-service';

/**
 * A driver link's own manifest (docs/architecture.md §7): installed, it opens on that link, and its own `id`
 * keeps it apart from the app and from other links on the same phone. It looks like the app, and
 * is named in the language the driver reads the page in: the name under the home-screen icon.
 */
export function linkWebManifest(target: LinkInstallTarget, lang: Language): WebManifest {
  const page = driverLinkPathOf(target);
  const trip = { trip: target.tripNumber };
  // No isolation marks: a launcher draws the name as plain text.
  const shortName = say({ text: 'Trip {{trip}}', values: trip }, lang, { isolate: false });
  return {
    ...appManifest,
    icons: [...appManifest.icons],
    id: page,
    start_url: page,
    scope: page,
    lang,
    dir: isRtl(lang) ? 'rtl' : 'ltr',
    name: `${appManifest.name} – ${shortName}`,
    short_name: shortName,
    description: say(
      { text: 'Trip {{trip}}: status, charges and location for the driver.', values: trip },
      lang,
      { isolate: false },
    ),
  };
}

import { appManifest, type WebManifest } from '../../../src/contract/web-manifest';
import { driverLinkPathOf } from '../../../src/lib/link-manifest';
import type { LinkInstallTarget } from './driver-links-service';

/**
 * A driver link's own manifest (docs/architecture.md §7): installed, it opens on that link, and its own `id`
 * keeps it apart from the app and from other links on the same phone. It looks like the app.
 */
export function linkWebManifest(target: LinkInstallTarget): WebManifest {
  const page = driverLinkPathOf(target);
  return {
    ...appManifest,
    icons: [...appManifest.icons],
    id: page,
    start_url: page,
    scope: page,
    name: `${appManifest.name} – Trip ${target.tripNumber}`,
    short_name: `Trip ${target.tripNumber}`,
    description: `Trip ${target.tripNumber}: status, charges and location for the driver.`,
  };
}

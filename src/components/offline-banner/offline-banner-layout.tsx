import type { ReactNode } from 'react';
import { OfflineBanner } from './offline-banner';
import './offline-banner-layout.css';

/**
 * For full-page screens whose page fills its frame (`position: absolute; inset: 0`), like the
 * driver's link page: the banner on top, the page in the space left below it.
 */
export function OfflineBannerLayout({ children }: { children: ReactNode }) {
  return (
    <div className="offline-banner-layout">
      <OfflineBanner />
      <div className="offline-banner-layout__page">{children}</div>
    </div>
  );
}

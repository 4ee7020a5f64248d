import type { ReactNode } from 'react';
import './app-root.css';

type AppFrameProps = {
  children: ReactNode;
  /**
   * Drawn by the build as the served page's first screen (src/app/first-screens): it only shows
   * until the app replaces it, so it takes no input meanwhile (`inert`).
   */
  firstScreen?: boolean;
};

/** What <IonApp> was: Ionic's full-screen page box (core.css), without Ionic's runtime. */
export function AppFrame({ children, firstScreen = false }: AppFrameProps) {
  return firstScreen ? (
    <div className="ion-page app-root" data-first-screen="" inert>
      {children}
    </div>
  ) : (
    <div className="ion-page app-root">{children}</div>
  );
}

import { useEffect, useState, type RefObject } from 'react';
import { whenWorkerControls } from '../../../lib/when-worker-controls';

/** How far off the screen a part starts loading, so that it is there when it scrolls in. */
const AHEAD = '600px';

/**
 * True once the element comes near the screen, or once the service worker controls the page
 * (its precache then serves the code without another download): for a part of the page that
 * the first screen does without, so a first visit does not fetch it before it is needed.
 */
export function useWantedSoon(ref: RefObject<Element | null>): boolean {
  // Without IntersectionObserver there is no telling: at once.
  const [wanted, setWanted] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const element = ref.current;
    if (wanted || !element) return;
    const want = () => setWanted(true);
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) want();
      },
      { rootMargin: `${AHEAD} 0px` },
    );
    observer.observe(element);
    const stopWaiting = whenWorkerControls(want);
    return () => {
      observer.disconnect();
      stopWaiting();
    };
  }, [ref, wanted]);
  return wanted;
}

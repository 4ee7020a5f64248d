import { useEffect, useState, type RefObject } from 'react';

/** How far off the screen a part starts loading, so that it is there when it scrolls in. */
const AHEAD = '600px';

/**
 * True once the element comes near the screen: for a part of the page that the first screen does
 * without, so a first visit neither fetches nor runs its code before it is needed (offline, the
 * worker's precache holds it for when it is).
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
    return () => observer.disconnect();
  }, [ref, wanted]);
  return wanted;
}

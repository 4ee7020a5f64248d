import { useLayoutEffect, useState, type RefObject } from 'react';

export type ListLayout = 'table' | 'cards';

function remInPx(): number {
  return parseFloat(getComputedStyle(document.documentElement).fontSize) || 16;
}

/**
 * 'cards' while the element is narrower than `cardsBelowRem`, else 'table'; follows the element's
 * own width (a sidebar opening narrows it), measured before paint so the first frame is right.
 * A CSS container query cannot do this alone: its breakpoint cannot depend on the column count.
 * Without ResizeObserver (jsdom) the table shows.
 */
export function useFitsTable(
  ref: RefObject<HTMLElement | null>,
  cardsBelowRem: number,
  enabled: boolean,
): ListLayout {
  const [layout, setLayout] = useState<ListLayout>('table');

  useLayoutEffect(() => {
    const element = ref.current;
    if (!enabled || !element || typeof ResizeObserver === 'undefined') return;
    const decide = () => {
      const width = element.getBoundingClientRect().width;
      // An element not laid out yet (display: none) keeps what it had.
      if (width === 0) return;
      setLayout(width < cardsBelowRem * remInPx() ? 'cards' : 'table');
    };
    decide();
    const observer = new ResizeObserver(decide);
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, cardsBelowRem, enabled]);

  return enabled ? layout : 'table';
}

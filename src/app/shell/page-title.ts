import { createContext, useContext, useEffect } from 'react';

/** Set by a page that shows one thing (a load, a trip), so the browser tab names it. */
export const PageTitleContext = createContext<(title: string | null) => void>(() => {});

/** The tab reads 'Load LD-1042 · My Loads · Gulf Freight' while this page is shown. */
export function usePageTitle(title: string | null): void {
  const setTitle = useContext(PageTitleContext);
  useEffect(() => {
    setTitle(title);
    return () => setTitle(null);
  }, [setTitle, title]);
}

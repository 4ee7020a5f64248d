import type { Language } from '../../contract/languages';

/** The pages whose first screen the build draws ahead (render-first-screens.tsx). */
export type FirstScreenPage = 'signin' | 'driver-link';

/** A page's first screen in one of the languages it opens in: the server picks it as the page would. */
export type FirstScreenName = `${FirstScreenPage}.${Language}`;

import { createContext } from 'react';

/** The header node page actions are portalled into; `null` until the header has mounted. */
export const PageActionsTargetContext = createContext<HTMLElement | null>(null);

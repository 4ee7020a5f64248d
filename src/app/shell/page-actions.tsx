import { useContext, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { PageActionsTargetContext } from './page-actions-target';

/**
 * Buttons a page puts in the shell's header, rendered wherever the page likes:
 * `<PageActions><IonButton>Add New Truck</IonButton></PageActions>`.
 */
export function PageActions({ children }: { children: ReactNode }) {
  const target = useContext(PageActionsTargetContext);
  return target ? createPortal(children, target) : null;
}

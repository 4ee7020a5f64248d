import { useEffect, useRef } from 'react';
import { enterDialog, leaveDialog } from './dialog-history';

/**
 * While `open`, the dialog has a history entry of its own: Back calls `onBack` (which answers
 * whether the dialog closed) and stays on the page; closing otherwise takes the entry off.
 */
export function useDialogHistoryEntry(open: boolean, onBack: () => boolean): void {
  const onBackRef = useRef(onBack);
  useEffect(() => {
    onBackRef.current = onBack;
  });

  useEffect(() => {
    if (!open) return;
    const entry = enterDialog(() => onBackRef.current());
    return () => leaveDialog(entry);
  }, [open]);
}

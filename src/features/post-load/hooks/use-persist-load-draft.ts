import { useEffect } from 'react';
import type { UseFormWatch } from 'react-hook-form';
import { writePendingLoadDraft } from '../utils/load-draft-storage';
import { draftFromFormValues, type PostLoadFormValues } from '../utils/post-load-form-values';

/** docs/product.md §3 pendingLoadData: every edit is kept on the device, so a reload does not lose the form. */
export function usePersistLoadDraft(watch: UseFormWatch<PostLoadFormValues>, onEdit: () => void) {
  useEffect(() => {
    const subscription = watch((values) => {
      writePendingLoadDraft(draftFromFormValues(values));
      onEdit();
    });
    return () => subscription.unsubscribe();
  }, [watch, onEdit]);
}

import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { deviceHashSchema, type LoadDraft } from '../../../contract/loads';
import { useDeleteTempLoad } from '../api/delete-temp-load';
import { useTempLoad } from '../api/get-temp-load';
import { contactsOf } from '../utils/draft-contacts';
import {
  clearSavedTempLoad,
  readPendingLoadDraft,
  readSavedTempLoad,
  writePendingLoadDraft,
} from '../utils/load-draft-storage';

const PARAM = 'deviceFingerprint';

/** The fallback when the server has no draft: what was typed here, else what was handed over. */
function localDraft(hash: string): LoadDraft | null {
  const saved = readSavedTempLoad();
  return readPendingLoadDraft() ?? (saved?.deviceHash === hash ? saved.draft : null);
}

export type TempLoadRestore =
  | { status: 'restoring' }
  /** `draft` null: nothing to restore, so the form starts from this device's own draft. */
  | { status: 'ready'; draft: LoadDraft | null };

/**
 * After a visitor signs in, Post a Load opens with `?deviceFingerprint=<hash>`: the draft they
 * left under that hash is read, then deleted on the server, and the parameter leaves the URL.
 * When it is gone (404) or cannot be read, this device's own copy (pendingLoadData) is used.
 */
export function useTempLoadRestore(enabled: boolean): TempLoadRestore {
  const [searchParams, setSearchParams] = useSearchParams();
  const param = enabled ? searchParams.get(PARAM) : null;
  const hash = param && deviceHashSchema.safeParse(param).success ? param : null;
  const query = useTempLoad(hash);
  const { mutate: deleteDraft } = useDeleteTempLoad();
  const [restored, setRestored] = useState<LoadDraft | null>(null);
  const handled = useRef<string | null>(null);

  useEffect(() => {
    if (param === null || (hash && query.isPending)) return;
    if (hash && handled.current !== hash) {
      handled.current = hash;
      if (query.data) {
        // The server copy holds no contacts (../utils/draft-contacts.ts): this device's go back.
        const draft = { ...query.data, ...contactsOf(localDraft(hash)) };
        // The server copy is about to go: keep it here so a reload still has it.
        writePendingLoadDraft(draft);
        deleteDraft(hash);
        setRestored(draft);
      } else {
        setRestored(localDraft(hash));
      }
      clearSavedTempLoad();
    }
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete(PARAM);
        return next;
      },
      { replace: true },
    );
  }, [param, hash, query.isPending, query.data, deleteDraft, setSearchParams]);

  if (param !== null) return { status: 'restoring' };
  return { status: 'ready', draft: restored };
}

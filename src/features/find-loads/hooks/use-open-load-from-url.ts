import { useEffect, useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import type { FindLoadsRow } from '../../../contract/loads';
import { notifyError } from '../../../lib/toasts';
import { loadRowQueryOptions } from '../api/load-row';

/** `/find-loads?load={loadId}` opens that load's details, as a notification does. */
export const OPEN_LOAD_PARAM = 'load';

/**
 * Opens the load a link names, wherever it sits in the list (it may be on no page of the current
 * filters), then drops the parameter so a reload or Back shows the list.
 */
export function useOpenLoadFromUrl(open: (row: FindLoadsRow) => void): void {
  const { t } = useTranslation('find-loads');
  const queryClient = useQueryClient();
  const [params, setParams] = useSearchParams();
  const loadId = params.get(OPEN_LOAD_PARAM);
  const openRef = useRef(open);
  useEffect(() => {
    openRef.current = open;
  });

  useEffect(() => {
    if (!loadId) return;
    let current = true;
    const dropParam = () =>
      setParams(
        (now) => {
          const next = new URLSearchParams(now);
          next.delete(OPEN_LOAD_PARAM);
          return next;
        },
        { replace: true },
      );
    queryClient.fetchQuery(loadRowQueryOptions(loadId)).then(
      (row) => {
        if (!current) return;
        openRef.current(row);
        dropParam();
      },
      () => {
        if (!current) return;
        notifyError(t('details.error'));
        dropParam();
      },
    );
    return () => {
      current = false;
    };
  }, [loadId, queryClient, setParams, t]);
}

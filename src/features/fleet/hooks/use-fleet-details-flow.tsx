import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button/button';
import { failureMessage } from '../../../lib/failure-message';
import { notifyError, notifySuccess } from '../../../lib/toasts';
import { useChangeFleetStatus, type FleetStatusAction } from '../api/change-fleet-status';
import type { FleetKind } from '../api/fleet-kinds';
import { useOneRequestAtATime } from './use-one-request-at-a-time';

/** What a fleet record's dialog shows: the record, its edit form, or the question before retiring. */
export type FleetDetailsMode = 'view' | 'edit' | 'retire';
const TITLES: Record<FleetDetailsMode, string> = {
  view: 'details.title',
  edit: 'edit.title',
  retire: 'retire.title',
};
type Mode = FleetDetailsMode;

type Options<Values> = {
  kind: FleetKind;
  /** The open record's id; null while none is open. */
  id: string | null;
  status: string | undefined;
  update: {
    isPending: boolean;
    reset: () => void;
    mutateAsync: (values: Values) => Promise<unknown>;
  };
  onClose: () => void;
};

/**
 * The truck and driver dialogs' one flow (issue 18): view, edit, retire or reinstate, one request
 * at a time, each outcome told once; the footer's buttons for the mode shown.
 */
export function useFleetDetailsFlow<Values>({
  kind,
  id,
  status,
  update,
  onClose,
}: Options<Values>) {
  const { t } = useTranslation(kind);
  const formId = useId();
  const changeStatus = useChangeFleetStatus(kind);
  const [mode, setMode] = useState<Mode>('view');
  const [failure, setFailure] = useState<string | null>(null);
  const { send, release } = useOneRequestAtATime();
  const busy = update.isPending || changeStatus.isPending;

  const show = (next: Mode) => {
    setFailure(null);
    update.reset();
    changeStatus.reset();
    setMode(next);
  };
  // A success holds further clicks until the screen it leads to is shown.
  useEffect(release, [mode, status, release]);
  const close = () => {
    show('view');
    onClose();
  };
  const fail = (message: string) => {
    notifyError(message);
    setFailure(message);
  };

  const save = (values: Values) =>
    send(async () => {
      setFailure(null);
      try {
        await update.mutateAsync(values);
        notifySuccess(t('edit.success'));
        show('view');
        return true;
      } catch (cause) {
        const failed = t('edit.failed');
        fail(failureMessage(cause, { failed, error: failed }));
        return false;
      }
    });

  const setStatus = (action: FleetStatusAction) =>
    send(async () => {
      if (!id) return false;
      setFailure(null);
      try {
        await changeStatus.mutateAsync({ id: id, action });
        notifySuccess(t(`${action}.success`));
        show('view');
        return true;
      } catch (cause) {
        const failed = t(`${action}.failed`);
        fail(failureMessage(cause, { failed, error: failed }));
        return false;
      }
    });

  const retired = status === 'inactive';
  const actions = {
    view: (
      <>
        {retired ? (
          <Button disabled={busy} onClick={() => show('edit')}>
            {t('edit.open')}
          </Button>
        ) : (
          // Only asks; the confirmation's button is the one that retires.
          <Button className="fleet-details__retire" disabled={busy} onClick={() => show('retire')}>
            {t('retire.open')}
          </Button>
        )}
        <Button disabled={busy} onClick={close}>
          {t('common:close')}
        </Button>
        {retired ? (
          <Button variant="primary" busy={busy} onClick={() => setStatus('reinstate')}>
            {t('reinstate.open')}
          </Button>
        ) : (
          <Button variant="primary" onClick={() => show('edit')}>
            {t('edit.open')}
          </Button>
        )}
      </>
    ),
    edit: (
      <>
        <Button disabled={busy} onClick={() => show('view')}>
          {t('common:cancel')}
        </Button>
        <Button variant="primary" type="submit" form={formId} busy={update.isPending}>
          {t('edit.submit')}
        </Button>
      </>
    ),
    retire: (
      <>
        <Button disabled={busy} onClick={() => show('view')}>
          {t('common:cancel')}
        </Button>
        <Button variant="danger" busy={busy} onClick={() => setStatus('retire')}>
          {t('retire.submit')}
        </Button>
      </>
    ),
  }[mode];

  return { formId, mode, title: TITLES[mode], busy, failure, retired, actions, close, save };
}

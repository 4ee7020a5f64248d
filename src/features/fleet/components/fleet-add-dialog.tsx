import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../../components/dialog/dialog';
import { Button } from '../../../components/ui/button/button';
import { failureMessage } from '../../../lib/failure-message';
import { notifyError, notifySuccess } from '../../../lib/toasts';
import type { FleetKind, NewFleetMember } from '../api/fleet-kinds';
import { useAddFleetMember } from '../api/use-add-fleet-member';
import { FleetFormBanner } from './fleet-form-banner';
import type { FleetScreen } from './fleet-screen';

type FleetAddDialogProps<Kind extends FleetKind> = {
  screen: FleetScreen<Kind>;
  open: boolean;
  onClose: () => void;
};

/**
 * docs/product.md §2 Add New Truck / Add New Driver: success closes it and the list reloads; failure keeps
 * the form and says why, in a toast and inside the dialog.
 */
export function FleetAddDialog<Kind extends FleetKind>({
  screen: { kind, Form },
  open,
  onClose,
}: FleetAddDialogProps<Kind>) {
  const { t } = useTranslation(kind);
  const formId = useId();
  const add = useAddFleetMember(kind);
  const [failure, setFailure] = useState<string | null>(null);
  const pending = add.isPending;

  const close = () => {
    setFailure(null);
    add.reset();
    onClose();
  };

  const submit = (member: NewFleetMember<Kind>) => {
    setFailure(null);
    add.mutate(member, {
      onSuccess: () => {
        notifySuccess(t('add.success'));
        close();
      },
      onError: (cause) => {
        // docs/product.md §8: the server's message when it gave one, else the one fallback text.
        const message = failureMessage(cause, { failed: t('add.failed'), error: t('add.failed') });
        notifyError(message);
        setFailure(message);
      },
    });
  };

  return (
    <Dialog
      open={open}
      title={t('add.title')}
      onClose={close}
      dismissible={!pending}
      fullScreenOnPhone
      actions={
        <>
          <Button disabled={pending} onClick={close}>
            {t('common:cancel')}
          </Button>
          <Button variant="primary" type="submit" form={formId} busy={pending}>
            {t('add.submit')}
          </Button>
        </>
      }
    >
      <FleetFormBanner message={failure} />
      <Form id={formId} disabled={pending} onSubmit={submit} />
    </Dialog>
  );
}

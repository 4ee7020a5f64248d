import { useTranslation } from 'react-i18next';
import { Dialog } from '../../../components/dialog/dialog';

type NoTrucksDialogProps = { open: boolean; onClose: () => void; onAddTrucks: () => void };

/** SPEC §2: a quote names a truck of the group, so a group without trucks adds some first. */
export function NoTrucksDialog({ open, onClose, onAddTrucks }: NoTrucksDialogProps) {
  const { t } = useTranslation('find-loads');
  return (
    <Dialog
      open={open}
      title={t('noTrucks.title')}
      onClose={onClose}
      size="sm"
      actions={
        <>
          <button
            type="button"
            className="find-loads-button find-loads-button--secondary"
            onClick={onClose}
          >
            {t('noTrucks.dismiss')}
          </button>
          <button
            type="button"
            className="find-loads-button find-loads-button--primary"
            onClick={onAddTrucks}
          >
            {t('noTrucks.addTrucks')}
          </button>
        </>
      }
    >
      <p className="find-loads-dialog-text">{t('noTrucks.message')}</p>
    </Dialog>
  );
}

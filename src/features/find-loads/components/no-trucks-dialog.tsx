import { useTranslation } from 'react-i18next';
import { Dialog } from '../../../components/dialog/dialog';
import { Button } from '../../../components/ui/button/button';

type NoTrucksDialogProps = { open: boolean; onClose: () => void; onAddTrucks: () => void };

/** docs/product.md §2: a quote names a truck of the group, so a group without trucks adds some first. */
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
          <Button onClick={onClose}>{t('noTrucks.dismiss')}</Button>
          <Button variant="primary" onClick={onAddTrucks}>
            {t('noTrucks.addTrucks')}
          </Button>
        </>
      }
    >
      <p className="find-loads-dialog-text">{t('noTrucks.message')}</p>
    </Dialog>
  );
}

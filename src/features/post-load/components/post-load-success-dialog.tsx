import { IonIcon } from '@ionic/react';
import { checkmarkCircle } from 'ionicons/icons';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../../components/dialog/dialog';
import { Button } from '../../../components/ui/button/button';

type PostLoadSuccessDialogProps = { open: boolean; onDone: () => void };

/** docs/product.md §2: the load is posted and the 60-minute response promise is stated. */
export function PostLoadSuccessDialog({ open, onDone }: PostLoadSuccessDialogProps) {
  const { t } = useTranslation('post-load');
  return (
    <Dialog
      open={open}
      size="sm"
      title={t('success.title')}
      onClose={onDone}
      actions={
        <Button variant="primary" onClick={onDone}>
          {t('success.ok')}
        </Button>
      }
    >
      <div className="post-load-success">
        <IonIcon icon={checkmarkCircle} className="post-load-success__icon" aria-hidden="true" />
        <p className="post-load-success__text">{t('success.promise')}</p>
      </div>
    </Dialog>
  );
}

import { IonIcon } from '@ionic/react';
import { createOutline } from 'ionicons/icons';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button/button';

type EditFormActionsProps = {
  editing: boolean;
  saving: boolean;
  onCancel: () => void;
  onEdit: () => void;
  /** What the closed form's button says ('Edit Profile', 'Edit invoice details'). */
  editLabel: string;
};

/** A Profile card's buttons: Edit while it reads; Cancel and Save while it is edited. */
export function EditFormActions({
  editing,
  saving,
  onCancel,
  onEdit,
  editLabel,
}: EditFormActionsProps) {
  const { t } = useTranslation('profile');
  return (
    <div className="profile-form__actions">
      {editing ? (
        <>
          <Button key="cancel" onClick={onCancel} disabled={saving}>
            {t('settings.cancel')}
          </Button>
          <Button key="save" type="submit" variant="primary" busy={saving}>
            {t('settings.save')}
          </Button>
        </>
      ) : (
        <Button
          key="edit"
          variant="primary"
          icon={<IonIcon icon={createOutline} />}
          onClick={onEdit}
        >
          {editLabel}
        </Button>
      )}
    </div>
  );
}

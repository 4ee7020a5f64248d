import { IonIcon } from '@ionic/react';
import { addOutline } from 'ionicons/icons';
import { PageActions } from '../../../app/shell/page-actions';

/** SPEC §2 Shell: 'Add New Truck' on /trucks, 'Add New Driver' on /drivers, in the header. */
export function FleetHeaderButton({ label, onClick }: { label: string; onClick: () => void }) {
  return (
    <PageActions>
      <button type="button" className="fleet-button fleet-button--primary" onClick={onClick}>
        <IonIcon icon={addOutline} aria-hidden="true" />
        <span>{label}</span>
      </button>
    </PageActions>
  );
}

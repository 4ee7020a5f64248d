import { IonIcon } from '@ionic/react';
import { addOutline } from 'ionicons/icons';
import { PageActions } from '../../../app/shell/page-actions';
import { Button } from '../../../components/ui/button/button';

/** docs/product.md §2 Shell: 'Add New Truck' on /trucks, 'Add New Driver' on /drivers, in the header. */
export function FleetHeaderButton({ label, onClick }: { label: string; onClick: () => void }) {
  return (
    <PageActions>
      <Button variant="primary" icon={<IonIcon icon={addOutline} />} onClick={onClick}>
        {label}
      </Button>
    </PageActions>
  );
}

import { useId, useState, type ReactNode } from 'react';
import { IonIcon } from '@ionic/react';
import { archiveOutline } from 'ionicons/icons';
import { Button } from '../../../components/ui/button/button';

type FleetRetiredSectionProps = {
  count: number;
  /** 'Show retired trucks (2)' */
  showLabel: string;
  hideLabel: string;
  /** What retired means, above their list. */
  hint: string;
  /** Their list. */
  children: ReactNode;
};

/** Retired trucks or drivers, below the active ones and folded away until asked for. */
export function FleetRetiredSection({
  count,
  showLabel,
  hideLabel,
  hint,
  children,
}: FleetRetiredSectionProps) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  if (count === 0) return null;
  return (
    <div className="fleet-retired">
      <Button
        icon={<IonIcon icon={archiveOutline} />}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((shown) => !shown)}
      >
        {open ? hideLabel : showLabel}
      </Button>
      <div id={panelId} className="fleet-retired__panel" hidden={!open}>
        <p className="fleet-retired__hint">{hint}</p>
        {children}
      </div>
    </div>
  );
}

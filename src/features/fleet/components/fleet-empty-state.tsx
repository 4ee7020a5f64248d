import { IonIcon } from '@ionic/react';
import { addOutline } from 'ionicons/icons';

type FleetEmptyStateProps = {
  icon: string;
  title: string;
  text: string;
  actionLabel: string;
  onAction: () => void;
};

/** No trucks or drivers yet: say so, and offer the one thing to do about it. */
export function FleetEmptyState({
  icon,
  title,
  text,
  actionLabel,
  onAction,
}: FleetEmptyStateProps) {
  return (
    <div className="fleet-empty" role="status">
      <span className="fleet-empty__icon" aria-hidden="true">
        <IonIcon icon={icon} />
      </span>
      <h3 className="fleet-empty__title">{title}</h3>
      <p className="fleet-empty__text">{text}</p>
      <button type="button" className="fleet-button fleet-button--primary" onClick={onAction}>
        <IonIcon icon={addOutline} aria-hidden="true" />
        <span>{actionLabel}</span>
      </button>
    </div>
  );
}

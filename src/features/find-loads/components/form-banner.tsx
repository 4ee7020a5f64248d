import { IonIcon } from '@ionic/react';
import { alertCircle, checkmarkCircle } from 'ionicons/icons';

type FormBannerProps = { tone: 'error' | 'success'; message: string | null };

/** The outcome of a dialog's action inside the dialog, beside the toast (docs/product.md §8). */
export function FormBanner({ tone, message }: FormBannerProps) {
  if (!message) return null;
  return (
    <p
      className={`find-loads-banner find-loads-banner--${tone}`}
      role={tone === 'error' ? 'alert' : 'status'}
    >
      <IonIcon icon={tone === 'error' ? alertCircle : checkmarkCircle} aria-hidden="true" />
      <span>{message}</span>
    </p>
  );
}

import { Icon } from '../../../components/icon/icon';
import { alertCircle } from '../../../components/icon/icons/alert-circle';

/** Why the last action failed, where the driver is looking (docs/product.md §8). */
export function ErrorBanner({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <p className="driver-page__banner" data-tone="danger" role="alert">
      <Icon icon={alertCircle} aria-hidden="true" />
      <span>{message}</span>
    </p>
  );
}

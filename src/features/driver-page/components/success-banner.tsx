import { Icon } from '../../../components/icon/icon';
import { checkmarkCircle } from '../../../components/icon/icons/checkmark-circle';

/**
 * A confirmation that stays 3 s (docs/product.md §9); the caller times it with useTimedMessage. The live
 * region stays in the page while empty, so screen readers announce the message when it comes.
 */
export function SuccessBanner({ message }: { message: string | null }) {
  return (
    <p className="driver-page__banner" data-tone="success" role="status">
      {message && (
        <>
          <Icon icon={checkmarkCircle} aria-hidden="true" />
          <span>{message}</span>
        </>
      )}
    </p>
  );
}

import { Icon } from '../../../components/icon/icon';
import { alertCircle } from '../../../components/icon/icons/alert-circle';

/** An inline error under a field, announced when it appears. */
export function FieldError({ id, message }: { id: string; message: string | undefined }) {
  if (!message) return null;
  return (
    <p id={id} className="auth-field__error" role="alert">
      <Icon icon={alertCircle} aria-hidden="true" />
      <span>{message}</span>
    </p>
  );
}

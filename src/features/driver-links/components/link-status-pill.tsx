import { useTranslation } from 'react-i18next';
import { StatusPill } from '../../../components/ui/status-pill/status-pill';

/** A link's state: green while active, grey once deactivated. */
export function LinkStatusPill({ isActive }: { isActive: boolean }) {
  const { t } = useTranslation('driver-links');
  return (
    <StatusPill
      tone={isActive ? 'success' : 'neutral'}
      label={t(isActive ? 'status.active' : 'status.inactive')}
    />
  );
}

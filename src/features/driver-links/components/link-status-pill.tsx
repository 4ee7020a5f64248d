import { useTranslation } from 'react-i18next';

/** A link's state: green while active, grey once deactivated. */
export function LinkStatusPill({ isActive }: { isActive: boolean }) {
  const { t } = useTranslation('driver-links');
  return (
    <span className="link-pill" data-active={isActive}>
      <span className="link-pill__dot" aria-hidden="true" />
      {t(isActive ? 'status.active' : 'status.inactive')}
    </span>
  );
}

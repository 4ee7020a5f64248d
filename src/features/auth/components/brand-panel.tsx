import { Icon } from '../../../components/icon/icon';
import { checkmarkCircle } from '../../../components/icon/icons/checkmark-circle';
import { useTranslation } from 'react-i18next';
import { BrandMark } from './brand-mark';

const BENEFITS = ['benefits.quotes', 'benefits.response', 'benefits.tracking'] as const;

/** Product name, its one-line promise and, on wide screens, what the marketplace gives. */
export function BrandPanel() {
  const { t } = useTranslation('auth');
  return (
    <div className="signin-brand">
      <div className="signin-brand__name-row">
        <BrandMark size={52} />
        <h1 className="signin-brand__name">{t('common:appName')}</h1>
      </div>
      <p className="signin-brand__tagline">{t('tagline')}</p>
      <ul className="signin-brand__benefits">
        {BENEFITS.map((key) => (
          <li key={key}>
            <Icon icon={checkmarkCircle} aria-hidden="true" className="signin-brand__check" />
            <span>{t(key)}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}

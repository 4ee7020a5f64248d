import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { BrandMark } from './brand-mark';
import { SidebarTooltip } from './sidebar-tooltip';

export function SidebarBrand({ collapsed }: { collapsed: boolean }) {
  const { t } = useTranslation('shell');
  const name = t('appName', { ns: 'common' });
  return (
    <SidebarTooltip label={name} enabled={collapsed}>
      <Link to="/" className="sidebar-brand" aria-label={t('brand.homeLink', { name })}>
        <BrandMark className="sidebar-brand__mark" />
        <span className="sidebar-brand__text">
          <span className="sidebar-brand__name">{name}</span>
          <span className="sidebar-brand__tagline">{t('brand.tagline')}</span>
        </span>
      </Link>
    </SidebarTooltip>
  );
}

import { useMemo } from 'react';
import { IonIcon } from '@ionic/react';
import { addOutline, chevronDownOutline, chevronUpOutline } from 'ionicons/icons';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useLocation, useNavigate } from 'react-router-dom';
import { PageActions } from '../../app/shell/page-actions';
import { loadDetailsPath } from '../../lib/detail-paths';
import { OPENED_FROM_LIST } from '../../lib/return-to-list';
import { useMyLoads } from './api/my-loads';
import { legacyLoadTarget } from './list/legacy-load-link';
import { activeLoadColumns, completedLoadColumns } from './list/load-columns';
import { LoadsListSection } from './list/loads-list-section';
import { useShowCompleted } from './list/use-show-completed';
import './list/my-loads.css';

/**
 * SPEC §2 My Loads (`/my-loads`, shipper): active loads, completed on demand; a row opens its
 * Load Details at `/my-loads/{loadId}`.
 */
export function MyLoadsPage() {
  const location = useLocation();
  const legacyTarget = legacyLoadTarget(location);
  if (legacyTarget) return <Navigate to={legacyTarget} replace />;
  return <LoadsLists />;
}

function LoadsLists() {
  const { t } = useTranslation('my-loads');
  const navigate = useNavigate();
  const [showCompleted, setShowCompleted] = useShowCompleted();
  const active = useMyLoads('pending');
  const completed = useMyLoads('done', { enabled: showCompleted });
  const activeColumns = useMemo(() => activeLoadColumns(t), [t]);
  const completedColumns = useMemo(() => completedLoadColumns(t), [t]);
  const openLoad = (loadId: string) =>
    void navigate(loadDetailsPath(loadId), { state: OPENED_FROM_LIST });

  return (
    <div className="my-loads-page">
      <PageActions>
        <Link to="/post-load" className="my-loads-button my-loads-button--primary">
          <IonIcon icon={addOutline} aria-hidden="true" />
          <span>{t('postLoad')}</span>
        </Link>
      </PageActions>
      <LoadsListSection
        id="my-loads-active"
        title={t('active.title')}
        emptyMessage={t('active.empty')}
        columns={activeColumns}
        query={active}
        onOpenLoad={(load) => openLoad(load._id)}
        refreshable
      />
      <div className="my-loads-toggle-row">
        <button
          type="button"
          className="my-loads-button my-loads-button--secondary"
          aria-expanded={showCompleted}
          aria-controls="my-loads-completed"
          onClick={() => setShowCompleted(!showCompleted)}
        >
          <IonIcon
            icon={showCompleted ? chevronUpOutline : chevronDownOutline}
            aria-hidden="true"
          />
          <span>{t(showCompleted ? 'completed.hide' : 'completed.show')}</span>
        </button>
      </div>
      <div id="my-loads-completed" hidden={!showCompleted}>
        {showCompleted && (
          <LoadsListSection
            id="my-loads-done"
            title={t('completed.title')}
            emptyMessage={t('completed.empty')}
            columns={completedColumns}
            query={completed}
            onOpenLoad={(load) => openLoad(load._id)}
          />
        )}
      </div>
    </div>
  );
}

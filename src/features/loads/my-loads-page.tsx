import { useMemo, useState } from 'react';
import { IonIcon } from '@ionic/react';
import { addOutline, chevronDownOutline, chevronUpOutline } from 'ionicons/icons';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { PageActions } from '../../app/shell/page-actions';
import { useMyLoads } from './api/my-loads';
import { LoadDetailsPanel } from './details/load-details-panel';
import { activeLoadColumns, completedLoadColumns } from './list/load-columns';
import { LoadsListSection } from './list/loads-list-section';
import { useOpenLoad } from './list/use-open-load';
import './list/my-loads.css';

/** SPEC §2 My Loads (`/my-loads`, shipper): active loads, completed on demand, details on click. */
export function MyLoadsPage() {
  const { t } = useTranslation('my-loads');
  const [showCompleted, setShowCompleted] = useState(false);
  const { openLoadId, openLoad, closeLoad } = useOpenLoad();
  const active = useMyLoads('pending', { enabled: !openLoadId });
  const completed = useMyLoads('done', { enabled: showCompleted && !openLoadId });
  const activeColumns = useMemo(() => activeLoadColumns(t), [t]);
  const completedColumns = useMemo(() => completedLoadColumns(t), [t]);

  if (openLoadId) return <LoadDetailsPanel loadId={openLoadId} onClose={closeLoad} />;

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
          onClick={() => setShowCompleted((shown) => !shown)}
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

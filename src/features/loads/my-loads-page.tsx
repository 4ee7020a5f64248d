import { useMemo } from 'react';
import { IonIcon } from '@ionic/react';
import {
  addOutline,
  checkmarkDoneOutline,
  chevronDownOutline,
  chevronUpOutline,
} from 'ionicons/icons';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation, useNavigate } from 'react-router-dom';
import { PageActions } from '../../app/shell/page-actions';
import { SECTION_ICONS } from '../../app/shell/section-icons';
import { Button } from '../../components/ui/button/button';
import { LinkButton } from '../../components/ui/button/link-button';
import { EmptyState } from '../../components/ui/empty-state/empty-state';
import { loadDetailsPath } from '../../lib/detail-paths';
import { OPENED_FROM_LIST } from '../../lib/return-to-list';
import { useReferenceLabels } from '../../lib/reference-names/use-reference-labels';
import { useMyLoads } from './api/my-loads';
import { legacyLoadTarget } from './list/legacy-load-link';
import {
  activeLoadCard,
  activeLoadColumns,
  completedLoadCard,
  completedLoadColumns,
} from './list/load-columns';
import { LoadsListSection } from './list/loads-list-section';
import { useShowCompleted } from './list/use-show-completed';
import './list/my-loads.css';

const POST_LOAD = '/post-load';

/**
 * docs/product.md §2 My Loads (`/my-loads`, shipper): active loads, completed on demand; a row opens its
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
  const active = useMyLoads('pending', { pagerLabel: t('active.pages') });
  const completed = useMyLoads('done', {
    enabled: showCompleted,
    pagerLabel: t('completed.pages'),
  });
  const labels = useReferenceLabels();
  const activeColumns = useMemo(() => activeLoadColumns(t, labels), [t, labels]);
  const completedColumns = useMemo(() => completedLoadColumns(t, labels), [t, labels]);
  const openLoad = (loadId: string) =>
    void navigate(loadDetailsPath(loadId), { state: OPENED_FROM_LIST });

  return (
    <div className="my-loads-page">
      <PageActions>
        <LinkButton variant="primary" to={POST_LOAD} icon={<IonIcon icon={addOutline} />}>
          {t('postLoad')}
        </LinkButton>
      </PageActions>
      <LoadsListSection
        id="my-loads-active"
        title={t('active.title')}
        columns={activeColumns}
        card={activeLoadCard}
        emptyState={
          <EmptyState
            icon={<IonIcon icon={SECTION_ICONS['my-loads']} />}
            title={t('active.empty')}
            text={t('active.emptyText')}
            action={{
              label: t('postLoad'),
              to: POST_LOAD,
              icon: <IonIcon icon={addOutline} />,
            }}
          />
        }
        {...active}
        onOpenLoad={(load) => openLoad(load._id)}
        refreshable
      />
      <div className="my-loads-toggle-row">
        <Button
          aria-expanded={showCompleted}
          aria-controls="my-loads-completed"
          icon={<IonIcon icon={showCompleted ? chevronUpOutline : chevronDownOutline} />}
          onClick={() => setShowCompleted(!showCompleted)}
        >
          {t(showCompleted ? 'completed.hide' : 'completed.show')}
        </Button>
      </div>
      <div id="my-loads-completed" hidden={!showCompleted}>
        {showCompleted && (
          <LoadsListSection
            id="my-loads-done"
            title={t('completed.title')}
            columns={completedColumns}
            card={completedLoadCard}
            emptyState={
              // Nothing to do about it but wait: the loads above finish here.
              <EmptyState
                icon={<IonIcon icon={checkmarkDoneOutline} />}
                title={t('completed.empty')}
                text={t('completed.emptyText')}
              />
            }
            {...completed}
            onOpenLoad={(load) => openLoad(load._id)}
          />
        )}
      </div>
    </div>
  );
}

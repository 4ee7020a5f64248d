import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { NotFoundState } from '../../components/not-found-state/not-found-state';
import { useRecordNotFound } from '../../components/not-found-state/use-record-not-found';
import { MY_LOADS_PATH } from '../../lib/detail-paths';
import { useReturnToList } from '../../lib/return-to-list';
import { useLoadDetails } from './api/load-details';
import { LoadDetailsPanel } from './details/load-details-panel';

/**
 * docs/product.md §2 Load Details at an address of its own, `/my-loads/{loadId}` (shipper): a reload, a
 * shared link and Back all keep it. Closing it returns to My Loads.
 */
export function LoadDetailsPage() {
  const { t } = useTranslation('load-details');
  const { loadId = '' } = useParams();
  const backToList = useReturnToList(MY_LOADS_PATH);
  // The panel's own query (one request), read here for the not-found answer and the tab's title.
  const notFound = useRecordNotFound(useLoadDetails(loadId), {
    record: (id) => t('panel.title', { id }),
    notFound: t('notFound.title'),
  });

  if (notFound) {
    return (
      <NotFoundState
        title={t('notFound.title')}
        message={t('notFound.message')}
        backTo={MY_LOADS_PATH}
        backLabel={t('notFound.back')}
      />
    );
  }
  // Keyed: another load's address starts with nothing of this one open.
  return <LoadDetailsPanel key={loadId} loadId={loadId} onClose={backToList} />;
}

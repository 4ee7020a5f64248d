import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { InlineAlert } from '../../../components/inline-alert/inline-alert';
import { NotFoundState } from '../../../components/not-found-state/not-found-state';
import { Spinner } from '../../../components/spinner/spinner';
import { EmptyState } from '../../../components/ui/empty-state/empty-state';
import { ApiError } from '../../../lib/api-client';

type PaperStateProps = {
  query: Pick<UseQueryResult, 'isPending' | 'isError' | 'error' | 'isFetching' | 'refetch'>;
  /** Said when the server answers there is nothing yet (409): no trip, no deal. */
  notYet: { title: string; text: string };
  /** The list a missing paper's Back leads to. */
  list: { to: string; label: string };
};

/** What stands in a paper's place until it is there: loading, not found, not yet, or failed. */
export function PaperState({ query, notYet, list }: PaperStateProps) {
  const { t } = useTranslation('paperwork');
  const status = query.error instanceof ApiError ? query.error.status : null;
  if (status === 404) {
    return (
      <NotFoundState
        title={t('state.notFound.title')}
        message={t('state.notFound.message')}
        backTo={list.to}
        backLabel={list.label}
      />
    );
  }
  if (status === 409)
    return <EmptyState title={notYet.title} text={notYet.text} headingLevel={2} />;
  if (query.isError) {
    return (
      <InlineAlert
        message={t('state.failed')}
        retrying={query.isFetching}
        onRetry={() => void query.refetch()}
      />
    );
  }
  return (
    <p className="paper-page__loading" role="status">
      <Spinner aria-hidden />
      {t('state.loading')}
    </p>
  );
}

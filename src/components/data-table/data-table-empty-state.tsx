import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../ui/button/button';

type Props = {
  message: ReactNode;
  /** Given when filters hide every row, so the user can get the rows back. */
  onClearFilters?: () => void;
};

export function DataTableEmptyState({ message, onClearFilters }: Props) {
  const { t } = useTranslation('data-table');
  return (
    <div className="data-table-empty" role="status">
      <p className="data-table-empty-message">{message}</p>
      {onClearFilters && <Button onClick={onClearFilters}>{t('clearFilters')}</Button>}
    </div>
  );
}

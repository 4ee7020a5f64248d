import { useTranslation } from 'react-i18next';

type Props = { id: string; title: string; value: string; onChange: (value: string) => void };

export function DataTableTextFilter({ id, title, value, onChange }: Props) {
  const { t } = useTranslation('data-table');
  const label = t('filterBy', { title });
  return (
    <input
      id={id}
      type="search"
      className="data-table-filter-input"
      placeholder={label}
      aria-label={label}
      value={value}
      onChange={(event) => onChange(event.target.value)}
    />
  );
}

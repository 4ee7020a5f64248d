import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import './paper-facts.css';

/** A label and its value; null or empty values read 'Not given'. */
export type PaperFact = { label: ReactNode; value: ReactNode; key?: string };

type PaperFactsProps = {
  facts: PaperFact[];
  /** Two columns where there is room (a party's details); one for a narrow block. */
  columns?: 1 | 2;
};

/** Labels and values as a paper lists them, each pair kept together on a page. */
export function PaperFacts({ facts, columns = 1 }: PaperFactsProps) {
  const { t } = useTranslation('paperwork');
  return (
    <dl className="paper-facts" data-columns={columns}>
      {facts.map((fact, index) => (
        <div key={fact.key ?? index} className="paper-facts__row">
          <dt>{fact.label}</dt>
          <dd>
            {fact.value === null || fact.value === undefined || fact.value === '' ? (
              <span className="paper-facts__missing">{t('notGiven')}</span>
            ) : typeof fact.value === 'string' ? (
              // Isolated: a Latin name keeps its full stop at its end on a right-to-left page.
              <bdi>{fact.value}</bdi>
            ) : (
              fact.value
            )}
          </dd>
        </div>
      ))}
    </dl>
  );
}

import { useTranslation } from 'react-i18next';
import { IonIcon } from '@ionic/react';
import { warningOutline } from 'ionicons/icons';
import { currentFormatLocale } from '../../../lib/current-language';
import {
  truckFitIssues,
  type LoadNeeds,
  type TruckFitIssue,
  type TruckTraits,
} from '../utils/truck-fit';
import { useReferenceLabels } from '../../../lib/reference-names/use-reference-labels';
import './truck-fit-warning.css';

type TruckFitWarningProps = {
  load: LoadNeeds;
  /** The truck chosen so far; nothing is said until one is. */
  truck: TruckTraits | undefined;
  id?: string;
};

/**
 * Says how the chosen truck does not match what the load asks for (type, body, weight), beside
 * the quote's and the assignment's truck select. A warning only: the choice is still allowed.
 */
export function TruckFitWarning({ load, truck, id }: TruckFitWarningProps) {
  const { t } = useTranslation('trucks');
  const { truckType } = useReferenceLabels();
  if (!truck) return null;
  const issues = truckFitIssues(load, truck);
  if (issues.length === 0) return null;

  const body = (option: string | null) =>
    option ? t(`bodyOptions.${option}`, { defaultValue: option }) : null;
  const kg = (value: number) =>
    t('fit.kg', { value: Math.round(value).toLocaleString(currentFormatLocale()) });
  const describe = (issue: TruckFitIssue) => {
    switch (issue.kind) {
      case 'type':
        return t('fit.type', { wanted: truckType(issue.wanted), actual: truckType(issue.actual) });
      case 'body':
        return issue.actual
          ? t('fit.body', { wanted: body(issue.wanted), actual: body(issue.actual) })
          : t('fit.bodyUnknown', { wanted: body(issue.wanted) });
      case 'weight':
        return t('fit.weight', { load: kg(issue.loadKg), capacity: kg(issue.capacityKg) });
    }
  };

  return (
    <div id={id} className="truck-fit-warning" role="status">
      <IonIcon icon={warningOutline} className="truck-fit-warning__icon" aria-hidden="true" />
      <div className="truck-fit-warning__text">
        <p className="truck-fit-warning__title">{t('fit.title')}</p>
        <ul className="truck-fit-warning__issues">
          {issues.map((issue) => (
            <li key={issue.kind}>{describe(issue)}</li>
          ))}
        </ul>
        <p className="truck-fit-warning__hint">{t('fit.hint')}</p>
      </div>
    </div>
  );
}

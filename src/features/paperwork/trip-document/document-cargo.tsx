import { useTranslation } from 'react-i18next';
import type { TripDocument } from '../../../contract/trip-documents';
import { LtrText } from '../../../components/ui/ltr-text/ltr-text';
import { formatDate, formatWeight } from '../../../lib/format';
import { useReferenceLabels } from '../../../lib/reference-names/use-reference-labels';
import { PaperFacts } from '../components/paper-facts';
import { PaperSection } from '../components/paper-section';

/** What is carried, and on which truck by which driver. */
export function DocumentCargo({ document }: { document: TripDocument }) {
  const { t } = useTranslation('paperwork');
  const { truckType } = useReferenceLabels();
  const { goods, truck, driver } = document;
  const wantedTruck = [goods.truckType && truckType(goods.truckType), goods.truckSubType]
    .filter(Boolean)
    .join(' · ');
  return (
    <div className="trip-document__pair">
      <PaperSection title={t('document.goods.title')}>
        <PaperFacts
          facts={[
            { label: t('document.goods.material'), value: goods.material },
            {
              label: t('document.goods.hsnCode'),
              value: goods.hsnCode && <LtrText>{goods.hsnCode}</LtrText>,
            },
            { label: t('document.goods.weight'), value: formatWeight(goods.weight) },
            { label: t('document.goods.loadType'), value: goods.loadType },
            { label: t('document.goods.truckType'), value: wantedTruck },
            { label: t('document.goods.scheduled'), value: formatDate(goods.scheduledDate) },
          ]}
        />
      </PaperSection>
      <PaperSection title={t('document.fleet.title')}>
        <PaperFacts
          facts={[
            {
              label: t('document.fleet.truck'),
              value: truck ? <LtrText>{truck.id}</LtrText> : t('document.fleet.noTruck'),
            },
            ...(truck
              ? [
                  { label: t('document.fleet.model'), value: truck.model },
                  {
                    label: t('document.fleet.type'),
                    value: [truckType(truck.type), truck.truckOption].filter(Boolean).join(' · '),
                  },
                  {
                    label: t('document.fleet.plate'),
                    value: <LtrText>{truck.licensePlate}</LtrText>,
                  },
                ]
              : []),
            {
              label: t('document.fleet.driver'),
              value: driver ? driver.name : t('document.fleet.noDriver'),
            },
            ...(driver
              ? [
                  {
                    label: t('document.fleet.phone'),
                    value: <LtrText>{`${driver.countryCode} ${driver.phone}`}</LtrText>,
                  },
                  {
                    label: t('document.fleet.licence'),
                    value: <LtrText>{driver.licenseNo}</LtrText>,
                  },
                ]
              : []),
          ]}
        />
      </PaperSection>
    </div>
  );
}

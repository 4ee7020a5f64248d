import { useTranslation } from 'react-i18next';
import type { DocumentParty, TripDocument } from '../../../contract/trip-documents';
import { LtrText } from '../../../components/ui/ltr-text/ltr-text';
import { formatDate, formatDateTime, formatMoney, formatWeight } from '../../../lib/format';
import { useReferenceLabels } from '../../../lib/reference-names/use-reference-labels';
import { PaperFacts } from '../components/paper-facts';
import { PaperSection } from '../components/paper-section';
import { RegistrationForm } from './registration-form';

/** A party on one line, as the authority's form asks for it: name, CR, phone. */
function PartyLine({ party }: { party: DocumentParty }) {
  const { t } = useTranslation('paperwork');
  return (
    <>
      <bdi>{party.name}</bdi>
      {party.crNumber && (
        <>
          {` · ${t('document.transport.cr')} `}
          <LtrText>{party.crNumber}</LtrText>
        </>
      )}
      {party.phone && (
        <>
          {' · '}
          <LtrText>{party.phone}</LtrText>
        </>
      )}
    </>
  );
}

/**
 * Saudi Arabia's electronic transport document: the fields the Transport General Authority asks
 * for every road trip, drawn from the trip, and the registration number it gave. The carrier
 * enters that number here (`registrable`); everyone reads it.
 */
export function TransportDocumentSection({
  document,
  registrable,
}: {
  document: TripDocument;
  registrable: boolean;
}) {
  const { t } = useTranslation('paperwork');
  const { place, truckType } = useReferenceLabels();
  const transport = document.transportDocument;
  const address = (stop: { city: string; country: string; address: string | null }) =>
    [place(stop), stop.address].filter(Boolean).join(' — ');
  return (
    <PaperSection title={t('document.transport.title')}>
      <p className="trip-document__note">{t('document.transport.intro')}</p>
      <div className="trip-document__registered">
        <span className="trip-document__registered-label">
          {t('document.transport.registrationNumber')}
        </span>
        {transport.registrationNumber ? (
          <>
            <strong className="trip-document__registered-number">
              <LtrText>{transport.registrationNumber}</LtrText>
            </strong>
            {transport.registeredAt && (
              <span className="trip-document__note">
                {t('document.transport.registeredAt', {
                  time: formatDateTime(transport.registeredAt),
                })}
              </span>
            )}
          </>
        ) : (
          <span className="trip-document__note">{t('document.transport.notRegistered')}</span>
        )}
      </div>
      {registrable && (
        <RegistrationForm tripId={document.tripId} current={transport.registrationNumber} />
      )}
      <PaperFacts
        facts={[
          {
            label: t('document.transport.references'),
            value: <LtrText>{`${transport.tripNumber} · ${transport.loadNumber}`}</LtrText>,
          },
          { label: t('document.transport.tripDate'), value: formatDate(transport.tripDate) },
          { label: t('document.transport.sender'), value: <PartyLine party={transport.sender} /> },
          {
            label: t('document.transport.consignee'),
            value: (
              <>
                <bdi>{transport.consignee.name}</bdi>
                {transport.consignee.phone && (
                  <>
                    {' · '}
                    <LtrText>{transport.consignee.phone}</LtrText>
                  </>
                )}
              </>
            ),
          },
          {
            label: t('document.transport.carrier'),
            value: <PartyLine party={transport.carrier} />,
          },
          { label: t('document.transport.origin'), value: address(transport.origin) },
          { label: t('document.transport.destination'), value: address(transport.destination) },
          {
            label: t('document.transport.goods'),
            value: [
              transport.goods.description,
              transport.goods.hsnCode &&
                t('document.transport.hsCode', { code: transport.goods.hsnCode }),
              formatWeight(transport.goods.weight),
              transport.goods.loadType,
            ]
              .filter(Boolean)
              .join(' · '),
          },
          {
            label: t('document.transport.fees'),
            value: formatMoney(transport.fees.amount, transport.fees.currency),
          },
          {
            label: t('document.transport.vehicle'),
            value: transport.vehicle && (
              <>
                <LtrText>{transport.vehicle.plate}</LtrText>
                {' · '}
                <bdi>{transport.vehicle.model}</bdi>
                {` · ${truckType(transport.vehicle.type)}`}
              </>
            ),
          },
          {
            label: t('document.transport.driver'),
            value: transport.driver && (
              <>
                <bdi>{transport.driver.name}</bdi>
                {` · ${t('document.transport.licence')} `}
                <LtrText>{transport.driver.licenceNumber}</LtrText>
                {' · '}
                <LtrText>{transport.driver.phone}</LtrText>
              </>
            ),
          },
        ]}
      />
    </PaperSection>
  );
}

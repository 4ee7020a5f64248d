import { useTranslation } from 'react-i18next';
import type { DocumentParty, TripDocument } from '../../../contract/trip-documents';
import { LtrText } from '../../../components/ui/ltr-text/ltr-text';
import { PaperFacts } from '../components/paper-facts';
import { PaperSection } from '../components/paper-section';

function PartyBlock({ title, party }: { title: string; party: DocumentParty }) {
  const { t } = useTranslation('paperwork');
  const ltr = (value: string | null) => value && <LtrText>{value}</LtrText>;
  return (
    <div className="trip-document__block">
      <h3 className="trip-document__block-title">{title}</h3>
      <PaperFacts
        facts={[
          { label: t('document.parties.name'), value: party.name },
          ...(party.companyName && party.companyName !== party.name
            ? [{ label: t('document.parties.company'), value: party.companyName }]
            : []),
          { label: t('document.parties.contact'), value: party.contactName },
          { label: t('document.parties.phone'), value: ltr(party.phone) },
          { label: t('document.parties.vatNumber'), value: ltr(party.vatNumber) },
          { label: t('document.parties.crNumber'), value: ltr(party.crNumber) },
          { label: t('document.parties.address'), value: party.address },
        ]}
      />
    </div>
  );
}

/** Shipper and carrier, each with what its profile holds of its legal identity. */
export function DocumentParties({ document }: { document: TripDocument }) {
  const { t } = useTranslation('paperwork');
  return (
    <PaperSection title={t('document.parties.title')}>
      <div className="trip-document__pair">
        <PartyBlock title={t('document.parties.shipper')} party={document.shipper} />
        <PartyBlock title={t('document.parties.carrier')} party={document.carrier} />
      </div>
    </PaperSection>
  );
}

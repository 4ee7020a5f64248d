import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../../../app/shell/page-title';
import { useTripDocument, type DocumentSource } from '../api/trip-document';
import { PaperPage } from '../components/paper-page';
import { PaperState } from '../components/paper-state';
import { TripDocumentSheet } from './trip-document-sheet';

type TripDocumentScreenProps = {
  source: DocumentSource;
  /** Back to the trip's or the load's details. */
  back: { to: string; label: string };
  /** Where a missing document's Back leads: the role's list. */
  list: { to: string; label: string };
};

/** The trip document at its own address, for the carrier or the shipper. */
export function TripDocumentScreen({ source, back, list }: TripDocumentScreenProps) {
  const { t } = useTranslation('paperwork');
  const titleId = useId();
  const query = useTripDocument(source);
  const document = query.data;
  usePageTitle(document ? t('document.pageTitle', { id: document.tripNumber }) : null);
  return (
    <PaperPage
      backTo={back.to}
      backLabel={back.label}
      labelledBy={titleId}
      printable={Boolean(document)}
    >
      {document ? (
        <TripDocumentSheet
          document={document}
          titleId={titleId}
          registrable={source.by === 'trip' && document.status !== 'cancelled'}
        />
      ) : (
        <PaperState
          query={query}
          notYet={{ title: t('state.noDocument.title'), text: t('state.noDocument.text') }}
          list={list}
        />
      )}
    </PaperPage>
  );
}

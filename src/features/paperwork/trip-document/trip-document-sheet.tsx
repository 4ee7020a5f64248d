import type { TripDocument } from '../../../contract/trip-documents';
import { DocumentCargo } from './document-cargo';
import { DocumentCharges } from './document-charges';
import { DocumentHeader } from './document-header';
import { DocumentParties } from './document-parties';
import { DocumentProof } from './document-proof';
import { DocumentRoute } from './document-route';
import { DocumentTimeline } from './document-timeline';
import { DocumentTrail } from './document-trail';
import { TransportDocumentSection } from './transport-document-section';
import './trip-document.css';

type TripDocumentSheetProps = {
  document: TripDocument;
  titleId: string;
  /** The carrier may enter the transport document's registration number. */
  registrable: boolean;
};

/**
 * The trip document's content, in the order a checkpoint or an accounts department reads it:
 * who, where, what and with what, then how it went, what it cost, the proof, and the trail.
 */
export function TripDocumentSheet({ document, titleId, registrable }: TripDocumentSheetProps) {
  return (
    <div className="trip-document">
      <DocumentHeader document={document} titleId={titleId} />
      <DocumentParties document={document} />
      <DocumentRoute document={document} />
      <DocumentCargo document={document} />
      <DocumentTimeline document={document} />
      <DocumentCharges document={document} />
      <DocumentProof document={document} />
      <DocumentTrail document={document} />
      <TransportDocumentSection document={document} registrable={registrable} />
    </div>
  );
}

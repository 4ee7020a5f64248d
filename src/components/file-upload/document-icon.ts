import { documentOutline, documentTextOutline, imageOutline } from 'ionicons/icons';
import type { DocumentKind } from './document-kind';

/** One glyph per kind, so a PDF, a photo and a Word file are told apart at a glance. */
export const DOCUMENT_ICONS: Record<DocumentKind, string> = {
  pdf: documentTextOutline,
  image: imageOutline,
  document: documentOutline,
};

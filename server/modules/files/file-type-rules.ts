import { fileTypeFromBuffer } from 'file-type';

export type UploadKind = 'document' | 'image';

type DetectedType = { extension: string; contentType: string; isImage: boolean };

/** What the bytes say, mapped to the types we accept (docs/product.md §5: pdf, doc, docx, jpg, jpeg, png, heic). */
const ACCEPTED: Record<string, DetectedType> = {
  pdf: { extension: 'pdf', contentType: 'application/pdf', isImage: false },
  // Word 97-2003 files are OLE compound files; file-type names the container, not the program.
  cfb: { extension: 'doc', contentType: 'application/msword', isImage: false },
  docx: {
    extension: 'docx',
    contentType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    isImage: false,
  },
  jpg: { extension: 'jpg', contentType: 'image/jpeg', isImage: true },
  png: { extension: 'png', contentType: 'image/png', isImage: true },
  heic: { extension: 'heic', contentType: 'image/heic', isImage: true },
  webp: { extension: 'webp', contentType: 'image/webp', isImage: true },
};

export const DOCUMENT_TYPES_TEXT = 'PDF, DOC, DOCX, JPG, PNG or HEIC';
export const IMAGE_TYPES_TEXT = 'JPG, PNG, HEIC or WEBP';

/**
 * The file's real type from its first bytes; null when it is not one we accept for this kind.
 * A renamed file (an .exe called photo.jpg) is refused because its bytes are not an image.
 */
export async function detectAcceptedType(
  bytes: Buffer,
  kind: UploadKind,
): Promise<DetectedType | null> {
  const detected = await fileTypeFromBuffer(bytes);
  const accepted = detected ? ACCEPTED[detected.ext] : undefined;
  if (!accepted) return null;
  if (kind === 'image' && !accepted.isImage) return null;
  // WebP is a product of our own downscaling for photos; documents stay within SPEC's list.
  if (kind === 'document' && accepted.extension === 'webp') return null;
  return accepted;
}

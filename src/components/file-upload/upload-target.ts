/**
 * What a drawer uploads to: documents go to POST /api/{trucks|drivers}/docs/{id}, a truck's photos
 * to POST /api/trucks/images/{id}. Both answer the owner's whole file list.
 */
export type UploadKind = 'documents' | 'images';

export type UploadTarget = { kind: UploadKind; path: string };

/** docs/product.md §5 accepted types; photos are the image subset. */
const EXTENSIONS: Record<UploadKind, readonly string[]> = {
  documents: ['pdf', 'doc', 'docx', 'jpg', 'jpeg', 'png', 'heic'],
  images: ['jpg', 'jpeg', 'png', 'heic'],
};

/** The file input's `accept`, e.g. '.pdf,.doc,.docx,.jpg,.jpeg,.png,.heic'. */
export function acceptFor(kind: UploadKind): string {
  return EXTENSIONS[kind].map((extension) => `.${extension}`).join(',');
}

/** Dropped files skip the picker's `accept`, so they are checked here by name. */
export function isAcceptedFile(file: File, kind: UploadKind): boolean {
  const extension = file.name.split('.').pop()?.toLowerCase() ?? '';
  return file.name.includes('.') && EXTENSIONS[kind].includes(extension);
}

/** The server takes at most this many files in one request. */
export const MAX_FILES_PER_UPLOAD = 10;

/** The server refuses longer labels. */
export const MAX_LABEL_LENGTH = 120;

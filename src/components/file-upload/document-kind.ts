/** How the Files section names a stored document (docs/product.md §2): by what it is, not by its extension. */
export type DocumentKind = 'pdf' | 'image' | 'document';

export function documentKind(contentType: string): DocumentKind {
  const type = contentType.toLowerCase();
  if (type === 'application/pdf') return 'pdf';
  if (type.startsWith('image/')) return 'image';
  return 'document';
}

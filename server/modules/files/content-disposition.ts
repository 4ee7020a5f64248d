import type { StoredFileRow } from './files.schema';

/** Images and PDFs open in the browser; Word files download. The name is the label, made safe. */
export function contentDispositionOf(
  file: Pick<StoredFileRow, 'contentType' | 'label' | 'extension'>,
) {
  const inline = file.contentType.startsWith('image/') || file.contentType === 'application/pdf';
  const base = file.label.replace(/[^\w .-]+/g, '_').trim() || 'file';
  const name = `${base}.${file.extension}`;
  const utf8 = encodeURIComponent(`${file.label}.${file.extension}`);
  return `${inline ? 'inline' : 'attachment'}; filename="${name}"; filename*=UTF-8''${utf8}`;
}

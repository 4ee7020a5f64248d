import type { StoredFile } from '../../contract/files';

const EXTENSIONS: Record<string, string> = {
  'application/pdf': 'pdf',
  'application/msword': 'doc',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': 'docx',
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/heic': 'heic',
  'image/webp': 'webp',
};

/** A Word file is downloaded, not shown: its name is the label the provider gave it, with its extension. */
export function downloadName(file: Pick<StoredFile, 'label' | 'contentType'>): string {
  const extension = EXTENSIONS[file.contentType.toLowerCase()];
  return extension ? `${file.label}.${extension}` : file.label;
}

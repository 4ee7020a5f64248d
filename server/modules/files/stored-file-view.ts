import type { StoredFile } from '../../../src/contract/files';
import { fileUrlOf } from './files-service';
import type { StoredFileRow } from './files.schema';

export function toStoredFile(row: StoredFileRow): StoredFile {
  return { label: row.label, url: fileUrlOf(row.id), contentType: row.contentType, size: row.size };
}

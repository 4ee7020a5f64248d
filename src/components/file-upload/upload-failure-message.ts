import type { TFunction } from 'i18next';
import { failureMessage } from '../../lib/failure-message';
import type { UploadKind } from './upload-target';

/** docs/product.md §8: the server's message when it gave one (a 413 says what is too large), else 'Failed to upload {kind}'. */
export function uploadFailureMessage(
  cause: unknown,
  kind: UploadKind,
  t: TFunction<'file-upload'>,
): string {
  const failed = t('drawer.failed', { kind: t(`kindWords.${kind}`) });
  return failureMessage(cause, { failed, error: failed });
}

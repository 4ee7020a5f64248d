import type { TFunction } from 'i18next';
import { ApiError } from '../../lib/api-client';
import type { UploadKind } from './upload-target';

/** SPEC §8: the server's message when it gave one (a 413 says what is too large), else 'Failed to upload {kind}'. */
export function uploadFailureMessage(
  cause: unknown,
  kind: UploadKind,
  t: TFunction<'file-upload'>,
): string {
  if (cause instanceof ApiError && cause.serverMessage) return cause.serverMessage;
  return t('drawer.failed', { kind: t(`kindWords.${kind}`) });
}

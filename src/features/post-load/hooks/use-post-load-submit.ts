import { useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { ApiError } from '../../../lib/api-client';
import { newVisitorDraftKey } from '../../../lib/visitor-id';
import { useCreateLoad } from '../api/create-load';
import { uploadLoadImages } from '../api/upload-load-images';
import { useSaveTempLoad } from '../api/save-temp-load';
import { toCreateLoadRequest } from '../utils/create-load-request';
import { newIdempotencyKey, requestIdempotencyKey } from '../../../lib/idempotency-key';
import { withoutContacts } from '../utils/draft-contacts';
import { clearLoadDrafts, writeSavedTempLoad } from '../utils/load-draft-storage';
import { draftFromFormValues, type PostLoadFormValues } from '../utils/post-load-form-values';

/** Where a visitor signs in; docs/product.md §2: sign-in brings them back to Post a Load with the hash. */
export function visitorSignInPath(deviceHash: string): string {
  const search = new URLSearchParams({ redirect: 'post-load', deviceFingerprint: deviceHash });
  return `/signin?${search.toString()}`;
}

/**
 * 'Post Load': a signed-in shipper's load goes to POST /api/loads/create; a visitor's form is
 * held server-side under a new visitor draft key (FingerprintJS's visitor id and a random part)
 * and they are sent to sign in. A failure is
 * reported and the form keeps every value (docs/architecture.md §6.7).
 */
export function usePostLoadSubmit(visitor: boolean) {
  const { t } = useTranslation('post-load');
  const navigate = useNavigate();
  const createLoad = useCreateLoad();
  const saveTempLoad = useSaveTempLoad();
  const [failure, setFailure] = useState<string | null>(null);
  const [postedLoadId, setPostedLoadId] = useState<string | null>(null);
  const [fingerprinting, setFingerprinting] = useState(false);
  const idempotencyKey = useRef(newIdempotencyKey());
  // A retry after a failed post does not send the same images again.
  const uploaded = useRef(new Map<File, { url: string }>());
  const imagesNonce = useRef(newIdempotencyKey());
  const [uploading, setUploading] = useState(false);

  const uploadImages = async (files: File[]) => {
    const missing = files.filter((file) => !uploaded.current.has(file));
    if (missing.length > 0) {
      setUploading(true);
      try {
        const sent = missing.map((file) => [file.name, file.size, file.lastModified]);
        const images = await uploadLoadImages(
          missing,
          requestIdempotencyKey(`load-images-${imagesNonce.current}`, sent),
        );
        missing.forEach((file, index) => {
          const image = images[index];
          if (image) uploaded.current.set(file, image);
        });
      } finally {
        setUploading(false);
      }
    }
    return files.flatMap((file) => uploaded.current.get(file) ?? []);
  };

  const failureMessage = useCallback(
    (error: unknown, fallbackKey: 'errors.postFailed' | 'errors.draftFailed') => {
      if (error instanceof ApiError && error.serverMessage) return error.serverMessage;
      if (error instanceof ApiError && error.isNetworkError) return t('errors.offline');
      return t(fallbackKey);
    },
    [t],
  );

  const postAsShipper = async (values: PostLoadFormValues) => {
    const images = await uploadImages(values.images);
    const loadId = await createLoad.mutateAsync({
      request: toCreateLoadRequest(values, images),
      idempotencyKey: idempotencyKey.current,
    });
    clearLoadDrafts();
    uploaded.current.clear();
    idempotencyKey.current = newIdempotencyKey();
    setPostedLoadId(loadId);
  };

  const keepForSignIn = async (values: PostLoadFormValues) => {
    setFingerprinting(true);
    try {
      const deviceHash = await newVisitorDraftKey();
      const draft = draftFromFormValues(values);
      await saveTempLoad.mutateAsync({ deviceHash, draft: withoutContacts(draft) });
      writeSavedTempLoad(deviceHash, draft);
      await navigate(visitorSignInPath(deviceHash));
    } finally {
      setFingerprinting(false);
    }
  };

  const submit = async (values: PostLoadFormValues) => {
    setFailure(null);
    try {
      if (visitor) await keepForSignIn(values);
      else await postAsShipper(values);
    } catch (error) {
      setFailure(failureMessage(error, visitor ? 'errors.draftFailed' : 'errors.postFailed'));
    }
  };

  const renewIdempotencyKey = useCallback(() => {
    idempotencyKey.current = newIdempotencyKey();
  }, []);

  return {
    submit,
    pending: createLoad.isPending || saveTempLoad.isPending || fingerprinting || uploading,
    failure,
    postedLoadId,
    /** Edited values are a new submission, so they get a new key. */
    renewIdempotencyKey,
  };
}

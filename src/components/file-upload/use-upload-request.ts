import { useEffect, useRef, useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { newIdempotencyKey, requestIdempotencyKey } from '../../lib/idempotency-key';
import { uploadFiles, type LabelledFile } from './upload-files';

/** The one upload a drawer sends: its progress in percent (null when idle) and a way to stop it. */
export function useUploadRequest(path: string) {
  const [percent, setPercent] = useState<number | null>(null);
  const controller = useRef<AbortController | null>(null);
  // One key per drawer opening and set of files: sending the same files again repeats it.
  const [nonce] = useState(newIdempotencyKey);
  // isPending arrives a render late; a double click must not send twice meanwhile.
  const sending = useRef(false);

  const mutation = useMutation({
    mutationFn: (items: LabelledFile[]) => {
      controller.current = new AbortController();
      setPercent(0);
      const what = items.map(({ file, label }) => [
        file.name,
        file.size,
        file.lastModified,
        label.trim(),
      ]);
      return uploadFiles(path, items, {
        signal: controller.current.signal,
        idempotencyKey: requestIdempotencyKey(`upload-${nonce}`, { path, what }),
        onProgress: ({ loaded, total }) =>
          setPercent(total > 0 ? Math.min(100, Math.round((loaded / total) * 100)) : 0),
      });
    },
    onSettled: () => {
      sending.current = false;
      controller.current = null;
      setPercent(null);
    },
  });

  // A drawer that goes away (the page left) must not keep sending in the background.
  useEffect(() => () => controller.current?.abort(), []);

  return {
    upload: (...args: Parameters<typeof mutation.mutate>) => {
      if (sending.current) return;
      sending.current = true;
      mutation.mutate(...args);
    },
    pending: mutation.isPending,
    percent,
    stop: () => controller.current?.abort(),
  };
}

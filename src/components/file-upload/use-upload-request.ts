import { useEffect, useRef, useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { uploadFiles, type LabelledFile } from './upload-files';

/** The one upload a drawer sends: its progress in percent (null when idle) and a way to stop it. */
export function useUploadRequest(path: string) {
  const [percent, setPercent] = useState<number | null>(null);
  const controller = useRef<AbortController | null>(null);

  const mutation = useMutation({
    mutationFn: (items: LabelledFile[]) => {
      controller.current = new AbortController();
      setPercent(0);
      return uploadFiles(path, items, {
        signal: controller.current.signal,
        onProgress: ({ loaded, total }) =>
          setPercent(total > 0 ? Math.min(100, Math.round((loaded / total) * 100)) : 0),
      });
    },
    onSettled: () => {
      controller.current = null;
      setPercent(null);
    },
  });

  // A drawer that goes away (the page left) must not keep sending in the background.
  useEffect(() => () => controller.current?.abort(), []);

  return {
    upload: mutation.mutate,
    pending: mutation.isPending,
    percent,
    stop: () => controller.current?.abort(),
  };
}

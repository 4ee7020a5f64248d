import { useCallback, useState } from 'react';
import { isAcceptedFile, MAX_FILES_PER_UPLOAD, type UploadKind } from './upload-target';

/** A picked file and the label the provider gives it (docs/product.md §3 Upload item). */
export type UploadItem = { key: string; file: File; label: string };

/** What adding left out, so the drawer can say why. */
export type AddOutcome = { rejected: number; overLimit: number };

/** The same file picked twice is kept once. */
const fileKey = (file: File) => `${file.name}|${file.size}|${file.lastModified}`;

/** The drawer's picked files: added from the picker or a drop, labelled, removed. */
export function useUploadItems(kind: UploadKind) {
  const [items, setItems] = useState<UploadItem[]>([]);

  const add = useCallback(
    (files: Iterable<File>): AddOutcome => {
      const picked = Array.from(files);
      const accepted = picked.filter((file) => isAcceptedFile(file, kind));
      const known = new Set(items.map((item) => item.key));
      const fresh = accepted
        .filter((file) => !known.has(fileKey(file)))
        .filter(
          (file, index, all) =>
            all.findIndex((other) => fileKey(other) === fileKey(file)) === index,
        );
      const room = Math.max(0, MAX_FILES_PER_UPLOAD - items.length);
      const added = fresh.slice(0, room).map((file) => ({ key: fileKey(file), file, label: '' }));
      setItems([...items, ...added]);
      return { rejected: picked.length - accepted.length, overLimit: fresh.length - added.length };
    },
    [items, kind],
  );

  const remove = useCallback(
    (key: string) => setItems((current) => current.filter((item) => item.key !== key)),
    [],
  );

  const setLabel = useCallback(
    (key: string, label: string) =>
      setItems((current) => current.map((item) => (item.key === key ? { ...item, label } : item))),
    [],
  );

  return { items, add, remove, setLabel };
}

/** docs/product.md §5: every file needs a label that is more than spaces. */
export const isLabelMissing = (item: UploadItem) => item.label.trim() === '';

import { useEffect, useState } from 'react';
import { photoBlob, type StoredPhoto } from './stored-photo';

/** Object URLs for photos kept in the outbox, released when no longer shown. */
export function useStoredPhotoUrls(photos: readonly StoredPhoto[]): string[] {
  const [urls, setUrls] = useState<string[]>([]);
  useEffect(() => {
    const made = photos.map((photo) => URL.createObjectURL(photoBlob(photo)));
    setUrls(made);
    return () => made.forEach((url) => URL.revokeObjectURL(url));
  }, [photos]);
  return urls;
}

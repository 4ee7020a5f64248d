import { useEffect, useState } from 'react';
import { useOnlineStatus } from '../../lib/online-status';

/** How long 'Back online' stays before the banner goes. */
export const BACK_ONLINE_MS = 2000;

export type ConnectionNotice = 'none' | 'offline' | 'back-online';

/** 'offline' while offline; 'back-online' for a moment after, if this screen saw it offline. */
export function useConnectionNotice(): ConnectionNotice {
  const status = useOnlineStatus();
  const [seenStatus, setSeenStatus] = useState(status);
  const [backOnline, setBackOnline] = useState(false);
  // Adjusted while rendering (not in an effect), so the change and the notice show together.
  if (seenStatus !== status) {
    setSeenStatus(status);
    setBackOnline(status === 'online');
  }

  useEffect(() => {
    if (!backOnline) return;
    const timer = setTimeout(() => setBackOnline(false), BACK_ONLINE_MS);
    return () => clearTimeout(timer);
  }, [backOnline]);

  if (status === 'offline') return 'offline';
  return backOnline ? 'back-online' : 'none';
}

import { createContext, useContext } from 'react';
import type { User, UserType } from '../contract/user';

/** What the signed-in part of the app knows about the session; provided by the router's session guard. */
export type SessionState = {
  user: User | null;
  userType: UserType | null;
  signOut: () => Promise<void>;
};

export const SessionContext = createContext<SessionState | null>(null);

export function useSession(): SessionState {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession must be used inside the signed-in layout');
  return session;
}

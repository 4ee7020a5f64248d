import type { User, UserType, VerifyOtpData } from '../contract/user';
import { parseUser } from '../contract/user-check';

/** Browser storage keys of docs/product.md §3. */
const KEYS = {
  token: 'token',
  sessionId: 'sessionId',
  userId: 'userId',
  userType: 'userType',
  userData: 'userData',
  lastSessionVerification: 'lastSessionVerification',
} as const;

export type StoredSession = {
  token: string;
  sessionId: string;
  userId: string;
  userType: UserType | null;
};

export function readSession(): StoredSession | null {
  const token = localStorage.getItem(KEYS.token);
  const sessionId = localStorage.getItem(KEYS.sessionId);
  const userId = localStorage.getItem(KEYS.userId);
  if (!token || !sessionId || !userId) return null;
  const userType = localStorage.getItem(KEYS.userType);
  return {
    token,
    sessionId,
    userId,
    userType: userType === 'user' || userType === 'provider' ? userType : null,
  };
}

export function readToken(): string | null {
  return localStorage.getItem(KEYS.token);
}

export function storeSignIn(data: VerifyOtpData): void {
  localStorage.setItem(KEYS.token, data.token);
  localStorage.setItem(KEYS.sessionId, data.sessionId);
  localStorage.setItem(KEYS.userId, data._id);
  if (data.userType) localStorage.setItem(KEYS.userType, data.userType);
  else localStorage.removeItem(KEYS.userType);
  localStorage.removeItem(KEYS.userData);
  localStorage.removeItem(KEYS.lastSessionVerification);
}

export function storeUser(user: User): void {
  localStorage.setItem(KEYS.userData, JSON.stringify(user));
  if (user.userType) localStorage.setItem(KEYS.userType, user.userType);
}

export function readStoredUser(): User | null {
  const raw = localStorage.getItem(KEYS.userData);
  if (!raw) return null;
  try {
    return parseUser(JSON.parse(raw));
  } catch {
    return null;
  }
}

export function markSessionVerified(at = Date.now()): void {
  localStorage.setItem(KEYS.lastSessionVerification, String(at));
}

export function lastSessionVerification(): number {
  return Number(localStorage.getItem(KEYS.lastSessionVerification) ?? 0);
}

/** Sign-out and any 401: every session value goes, the user entry too. */
export function clearSession(): void {
  for (const key of Object.values(KEYS)) localStorage.removeItem(key);
}

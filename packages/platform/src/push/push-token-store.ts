import { USER_STORAGE_KEYS } from '../auth/user-storage';

/** A stored push token is refreshed after 7 days, within a margin of 1 hour. */
export const PUSH_TOKEN_REFRESH_MS = 7 * 24 * 60 * 60 * 1000;
export const PUSH_TOKEN_REFRESH_MARGIN_MS = 60 * 60 * 1000;

/** The signed-in person's device, so it is forgotten when they sign out. */
export const PUSH_REGISTRATION_STORAGE_KEY = USER_STORAGE_KEYS.pushRegistration;
export const PUSH_SWITCHED_OFF_STORAGE_KEY = 'care.push.switchedOff';

/** The device this browser registered with the API, and for whom. */
export interface StoredPushRegistration {
  /** The messaging token, sent to the API as the deviceId. */
  token: string;
  /** The push subscription the token was issued for; a different one means a new token. */
  endpoint: string | null;
  /** When the API last heard of the token (ms since the epoch). */
  registeredAt: number;
  /** The signed-in user it was registered for. */
  uid: string;
}

export function readRegistration(): StoredPushRegistration | undefined {
  try {
    const raw = localStorage.getItem(PUSH_REGISTRATION_STORAGE_KEY);
    if (!raw) return undefined;
    const value = JSON.parse(raw) as Partial<StoredPushRegistration>;
    return typeof value.token === 'string' &&
      typeof value.registeredAt === 'number' &&
      typeof value.uid === 'string'
      ? {
          token: value.token,
          endpoint: value.endpoint ?? null,
          registeredAt: value.registeredAt,
          uid: value.uid,
        }
      : undefined;
  } catch {
    return undefined;
  }
}

export function writeRegistration(registration: StoredPushRegistration): void {
  localStorage.setItem(PUSH_REGISTRATION_STORAGE_KEY, JSON.stringify(registration));
}

export function clearRegistration(): void {
  localStorage.removeItem(PUSH_REGISTRATION_STORAGE_KEY);
}

/** Due for a refresh once 7 days have passed, counting the 1-hour margin early. */
export function isDueForRefresh(registration: StoredPushRegistration, now = Date.now()): boolean {
  return now - registration.registeredAt >= PUSH_TOKEN_REFRESH_MS - PUSH_TOKEN_REFRESH_MARGIN_MS;
}

export function isSwitchedOff(): boolean {
  return localStorage.getItem(PUSH_SWITCHED_OFF_STORAGE_KEY) === 'true';
}

export function setSwitchedOff(switchedOff: boolean): void {
  if (switchedOff) localStorage.setItem(PUSH_SWITCHED_OFF_STORAGE_KEY, 'true');
  else localStorage.removeItem(PUSH_SWITCHED_OFF_STORAGE_KEY);
}

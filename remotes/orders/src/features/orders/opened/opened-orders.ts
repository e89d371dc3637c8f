import { useAuthStore } from '@care/platform';
import { useCallback, useSyncExternalStore } from 'react';

/**
 * Which NEW orders the signed-in operator has opened, so the list marks the others 'New'.
 * The API keeps no read marker on an order, so this browser keeps one per account: another
 * device, or cleared site data, shows the orders as new again, which errs on the safe side.
 */
const storageKey = (accountId: string) => `care.orders.opened:${accountId}`;

/** Enough for every NEW order an organization has at once; the oldest marks go first. */
export const OPENED_ORDERS_KEPT = 500;

const listeners = new Set<() => void>();
const cache = new Map<string, { raw: string | null; ids: ReadonlySet<string> }>();
const none: ReadonlySet<string> = new Set();

function readRaw(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

/** The opened ids, the same set object while the stored value is unchanged (for React). */
export function readOpenedOrders(accountId: string): ReadonlySet<string> {
  const key = storageKey(accountId);
  const raw = readRaw(key);
  const cached = cache.get(key);
  if (cached && cached.raw === raw) return cached.ids;
  let ids: ReadonlySet<string> = none;
  try {
    const parsed: unknown = raw ? JSON.parse(raw) : [];
    if (Array.isArray(parsed)) {
      ids = new Set(parsed.filter((id): id is string => typeof id === 'string'));
    }
  } catch {
    // A value this code did not write reads as nothing opened.
  }
  cache.set(key, { raw, ids });
  return ids;
}

export function markOrderOpened(accountId: string, orderId: string): void {
  const opened = readOpenedOrders(accountId);
  if (opened.has(orderId)) return;
  const ids = [...opened, orderId].slice(-OPENED_ORDERS_KEPT);
  try {
    window.localStorage.setItem(storageKey(accountId), JSON.stringify(ids));
  } catch {
    // Storage full or off: the badge stays, nothing else is lost.
  }
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  // Another tab of the same browser opened an order.
  window.addEventListener('storage', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', listener);
  };
}

/** The signed-in account's id, from its identity token (set once it is registered). */
const useAccountId = () => useAuthStore((state) => state.claims.internalId);

/** Whether the signed-in operator has opened an order yet; every order counts as opened without a session. */
export function useOpenedOrders(): (orderId: string) => boolean {
  const accountId = useAccountId();
  const opened = useSyncExternalStore(subscribe, () =>
    accountId ? readOpenedOrders(accountId) : null,
  );
  return useCallback((orderId: string) => opened === null || opened.has(orderId), [opened]);
}

/** Marks the order opened by the signed-in operator. */
export function useMarkOrderOpened(): (orderId: string) => void {
  const accountId = useAccountId();
  return useCallback(
    (orderId: string) => {
      if (accountId) markOrderOpened(accountId, orderId);
    },
    [accountId],
  );
}

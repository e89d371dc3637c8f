import type { Notification, NotificationType } from '@care/contracts';
import { act } from '@testing-library/react';
import {
  installFakeApi,
  ok,
  type FakeAnswer,
  type FakeRoutes,
} from '../../../app/testing/fake-api';
import { demoOrganization } from '../../../app/testing/fixtures';

const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

/** A notification as the API answers it; `n` keeps ids and order ids distinct. */
export function notification(n: number, overrides: Partial<Notification> = {}): Notification {
  return {
    id: uuid(1000 + n),
    title: `Notification ${n}`,
    description: `About order ${n}`,
    data: { orderId: uuid(2000 + n), type: 'ORDER_CREATED' satisfies NotificationType },
    createdAt: new Date(Date.now() - (n + 1) * 60 * 60_000).toISOString(),
    readAt: new Date(Date.now() - n * 60 * 60_000).toISOString(),
    organizationId: demoOrganization.id,
    ...overrides,
  };
}

export const unread = (n: number, overrides: Partial<Notification> = {}) => {
  const { readAt: _read, ...rest } = notification(n, overrides);
  return rest;
};

export const page = (pageNumber: number, items: unknown[], isLast: boolean) => ({
  items,
  pagination: { page: pageNumber, limit: 10, isLast },
});

export interface NotificationApiOptions {
  /** Answers GET /account/me/notification per requested page number (spec: from page 1). */
  pages: (pageNumber: number) => FakeAnswer;
  unreadCount?: () => number;
  routes?: FakeRoutes;
}

/**
 * The fake API of the bell: the notification list answers by the `page` query
 * parameter, and a page can be held back to show what the popup does while it
 * loads. Everything else answers from the shared fetch table.
 */
export function installNotificationApi({
  pages,
  unreadCount = () => 0,
  routes = {},
}: NotificationApiOptions) {
  const pagesAsked: number[] = [];
  let requestedPage = 1;
  const held = new Map<number, () => void>();
  const holds = new Set<number>();

  const api = installFakeApi({
    'GET /account/me/notification': () => pages(requestedPage),
    'GET /account/me/notification/count': () => ok({ count: unreadCount() }),
    'POST /account/me/notification/read-all': () => ok({ count: unreadCount() }),
    ...routes,
  });
  const fakeFetch = globalThis.fetch;
  globalThis.fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(input, init);
    const url = new URL(request.url);
    if (request.method === 'GET' && url.pathname.endsWith('/account/me/notification')) {
      const pageNumber = Number(url.searchParams.get('page'));
      pagesAsked.push(pageNumber);
      if (url.searchParams.get('limit') !== '10') throw new Error('The page size is 10');
      if (holds.has(pageNumber)) {
        await new Promise<void>((resolve) => held.set(pageNumber, resolve));
      }
      requestedPage = pageNumber;
    }
    return fakeFetch(request);
  }) as typeof fetch;

  return {
    ...api,
    /** Page numbers the list asked for, in order. */
    pagesAsked,
    /** The next requests for this page wait until `release(pageNumber)`. */
    hold: (pageNumber: number) => holds.add(pageNumber),
    release: async (pageNumber: number) => {
      holds.delete(pageNumber);
      await act(async () => held.get(pageNumber)?.());
    },
    count: (key: string) => api.requests.filter((request) => request === key).length,
  };
}

type Watcher = { callback: IntersectionObserverCallback; observer: IntersectionObserver };
const watched = new Map<Element, Watcher>();

/**
 * jsdom has no layout, so no IntersectionObserver: this stand-in records what
 * is observed and `scrollIntoView` reports an element as visible, as the
 * browser would once the user scrolls to it.
 */
export function installIntersectionObserver() {
  class RecordingIntersectionObserver {
    readonly root = null;
    readonly rootMargin = '0px';
    readonly thresholds = [0];
    constructor(private readonly callback: IntersectionObserverCallback) {}
    observe(element: Element) {
      watched.set(element, {
        callback: this.callback,
        observer: this as unknown as IntersectionObserver,
      });
    }
    unobserve(element: Element) {
      watched.delete(element);
    }
    disconnect() {
      for (const [element, watcher] of watched) {
        if (watcher.observer === (this as unknown as IntersectionObserver)) watched.delete(element);
      }
    }
    takeRecords() {
      return [];
    }
  }
  globalThis.IntersectionObserver =
    RecordingIntersectionObserver as unknown as typeof IntersectionObserver;
}

export async function scrollIntoView(element: Element) {
  const watcher = watched.get(element);
  if (!watcher) throw new Error('Nothing watches this element');
  await act(async () =>
    watcher.callback(
      [{ isIntersecting: true, target: element } as IntersectionObserverEntry],
      watcher.observer,
    ),
  );
}

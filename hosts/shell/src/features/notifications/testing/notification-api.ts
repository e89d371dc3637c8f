import type { Endpoint } from '@care/contracts/endpoint';
import type { NotificationType } from '@care/contracts/enums';
import { type Notification, notificationEndpoints } from '@care/contracts/notification';
import { stubApi, type StubBody } from '@care/testing';
import { act } from '@testing-library/react';
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

export const page = (pageNumber: number, items: Notification[], isLast: boolean) => ({
  items,
  pagination: { page: pageNumber, limit: 10, isLast },
});

type ListAnswer = StubBody<typeof notificationEndpoints.listNotifications>;

export interface NotificationApiOptions {
  /** Answers GET /account/me/notification per requested page number (from page 1). */
  pages: (pageNumber: number) => ListAnswer;
  unreadCount?: () => number;
}

/**
 * The API of the bell, on the testing kit's stub: the notification list answers by the `page`
 * query parameter, and a page can be held back to show what the popup does while it loads.
 */
export function stubNotificationApi({ pages, unreadCount = () => 0 }: NotificationApiOptions) {
  const pagesAsked: number[] = [];
  const held = new Map<number, () => void>();
  const holds = new Set<number>();

  const api = stubApi()
    .on(notificationEndpoints.listNotifications, {
      answer: async (request) => {
        const pageNumber = Number(request.query.get('page'));
        pagesAsked.push(pageNumber);
        if (request.query.get('limit') !== '10') throw new Error('The page size is 10');
        if (holds.has(pageNumber)) {
          await new Promise<void>((resolve) => held.set(pageNumber, resolve));
        }
        return pages(pageNumber);
      },
    })
    .on(notificationEndpoints.countNotifications, { answer: () => ({ count: unreadCount() }) });

  return Object.assign(api, {
    /** Page numbers the list asked for, in order. */
    pagesAsked,
    /** The next requests for this page wait until `release(pageNumber)`. */
    hold: (pageNumber: number) => holds.add(pageNumber),
    release: async (pageNumber: number) => {
      holds.delete(pageNumber);
      await act(async () => held.get(pageNumber)?.());
    },
    /** How often the endpoint was asked. */
    count: (endpoint: Endpoint) => api.requestsTo(endpoint).length,
  });
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

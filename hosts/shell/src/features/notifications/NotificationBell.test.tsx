/// <reference types="@testing-library/jest-dom" />
import { notificationEndpoints } from '@care/contracts/notification';
import { problemTypes } from '@care/contracts/problem';
import { routePatterns } from '@care/platform';
import { problem, unchecked } from '@care/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { demoOrganization } from '../../app/testing/fixtures';
import { renderRoutes } from '../../app/testing/render';
import { NotificationBell } from './NotificationBell';
import {
  installIntersectionObserver,
  notification,
  page,
  scrollIntoView,
  stubNotificationApi,
  unread,
} from './testing/notification-api';

let api: ReturnType<typeof stubNotificationApi>;
beforeAll(installIntersectionObserver);

const LIST = notificationEndpoints.listNotifications;
const COUNT = notificationEndpoints.countNotifications;

const renderBell = (language: 'en' | 'pl' = 'en') =>
  renderRoutes(
    [
      { path: '/', element: <NotificationBell /> },
      { path: routePatterns.orderDetails, element: <h1>Order details</h1> },
    ],
    { language },
  );

async function openBell(name: RegExp | string = /^Notifications/) {
  const user = userEvent.setup();
  const view = await renderBell();
  await user.click(await screen.findByRole('button', { name }));
  const popup = await screen.findByRole('dialog', { name: 'Notifications' });
  return { ...view, user, popup };
}

const items = (popup: HTMLElement) => within(popup).queryAllByRole('listitem');

describe('notification bell', () => {
  it('shows the unread count and refetches it each time the popup opens', async () => {
    let unreadCount = 3;
    api = stubNotificationApi({
      pages: () => page(1, [], true),
      unreadCount: () => unreadCount,
    });
    const user = userEvent.setup();
    await renderBell();

    const bell = await screen.findByRole('button', { name: 'Notifications, unread: 3' });
    expect(within(bell).getByText('3')).toBeInTheDocument();
    expect(api.count(COUNT)).toBe(1);

    unreadCount = 120;
    await user.click(bell);
    expect(await screen.findByRole('dialog', { name: 'Notifications' })).toBeInTheDocument();
    await waitFor(() => expect(api.count(COUNT)).toBe(2));
    expect(bell).toHaveAccessibleName('Notifications, unread: 120');
    expect(within(bell).getByText('99+')).toBeInTheDocument();
  });

  it('shows a loading state until the first page arrives', async () => {
    api = stubNotificationApi({ pages: () => page(1, [notification(1)], true) });
    api.hold(1);
    const { popup } = await openBell('Notifications');

    expect(await within(popup).findByRole('status')).toHaveTextContent('Loading notifications…');
    await api.release(1);
    expect(await within(popup).findByText('Notification 1')).toBeInTheDocument();
    expect(within(popup).queryByText('Loading notifications…')).not.toBeInTheDocument();
    expect(api.pagesAsked).toEqual([1]);
  });

  it('on a failed load shows the error card, whose Retry loads the list again', async () => {
    let failing = true;
    api = stubNotificationApi({
      pages: () =>
        failing
          ? problem(404, problemTypes.notFound, { title: 'Not Found', detail: 'No account' })
          : page(1, [notification(1)], true),
    });
    const { popup, user } = await openBell('Notifications');

    const card = await within(popup).findByRole('alert');
    expect(card).toHaveTextContent('Unable to load notifications');
    expect(card).toHaveTextContent('Error loading notifications');
    expect(card).toHaveTextContent('No account');

    failing = false;
    await user.click(within(card).getByRole('button', { name: 'Retry' }));
    expect(await within(popup).findByText('Notification 1')).toBeInTheDocument();
    expect(within(popup).queryByRole('alert')).not.toBeInTheDocument();
    expect(api.count(LIST)).toBe(2);
  });

  it('says all is caught up when there are no notifications', async () => {
    api = stubNotificationApi({ pages: () => page(1, [], true) });
    const { popup } = await openBell('Notifications');
    expect(await within(popup).findByText('All caught up!')).toBeInTheDocument();
    expect(items(popup)).toHaveLength(0);
  });

  it('lists each notification with its unread dot, title, relative time and description', async () => {
    api = stubNotificationApi({
      pages: () =>
        page(
          1,
          [
            unread(1, { createdAt: new Date(Date.now() - 5 * 60_000).toISOString() }),
            notification(2, { title: null, description: undefined }),
          ],
          true,
        ),
      unreadCount: () => 1,
    });
    const { popup } = await openBell();

    const [first, second] = await waitFor(() => {
      const listed = items(popup);
      expect(listed).toHaveLength(2);
      return listed as [HTMLElement, HTMLElement];
    });
    expect(within(first).getByRole('button')).toHaveAccessibleName(
      /^Unread Notification 1 5 minutes ago About order 1$/,
    );
    expect(within(second).getByRole('button')).toHaveAccessibleName(
      /^No title 3 hours ago No description$/,
    );
    expect(within(first).getByTestId('unread-dot')).toBeInTheDocument();
    expect(within(second).queryByTestId('unread-dot')).not.toBeInTheDocument();
    expect(within(popup).getByText('No more notifications')).toBeInTheDocument();
  });

  it('shows a notification that fails the strict parse as the error, with the messages joined', async () => {
    api = stubNotificationApi({
      pages: () =>
        unchecked(
          page(
            1,
            [
              notification(1, { data: { orderId: 'order-1', type: 'ORDER_CREATED' } }),
              { ...notification(2), createdAt: 'yesterday' },
            ],
            true,
          ),
        ),
    });
    const { popup } = await openBell('Notifications');

    const card = await within(popup).findByRole('alert');
    expect(card).toHaveTextContent('Unable to load notifications');
    expect(card).toHaveTextContent('Enter a valid identifier (UUID); Enter a valid date');
    // A malformed answer is not asked for again and again.
    expect(api.count(LIST)).toBe(1);
  });

  it('loads the next page when the last item becomes visible, until the last page', async () => {
    const pageOne = Array.from({ length: 10 }, (_, index) => notification(index + 1));
    api = stubNotificationApi({
      pages: (pageNumber) =>
        pageNumber === 1 ? page(1, pageOne, false) : page(2, [notification(11)], true),
    });
    const { popup } = await openBell('Notifications');
    await waitFor(() => expect(items(popup)).toHaveLength(10));
    expect(within(popup).queryByText('No more notifications')).not.toBeInTheDocument();

    api.hold(2);
    await scrollIntoView(items(popup)[9]!);
    expect(await within(popup).findByText('Loading more...')).toBeInTheDocument();
    await api.release(2);

    await waitFor(() => expect(items(popup)).toHaveLength(11));
    expect(within(popup).getByText('Notification 11')).toBeInTheDocument();
    expect(within(popup).getByText('No more notifications')).toBeInTheDocument();
    expect(within(popup).queryByText('Loading more...')).not.toBeInTheDocument();
    expect(api.pagesAsked).toEqual([1, 2]);
  });

  it('marks an unread notification read on click and refreshes the list and the count', async () => {
    let isRead = false;
    const target = unread(1, { organizationId: undefined });
    api = stubNotificationApi({
      pages: () =>
        page(1, [isRead ? notification(1, { organizationId: undefined }) : target], true),
      unreadCount: () => (isRead ? 0 : 1),
    }).on(notificationEndpoints.readNotification, {
      params: { notificationId: target.id },
      answer: () => {
        isRead = true;
        return notification(1, { organizationId: undefined });
      },
    });
    const { popup, user, router } = await openBell('Notifications, unread: 1');
    const item = await within(popup).findByRole('button', { name: /Notification 1/ });
    const countsBefore = api.count(COUNT);

    await user.click(item);

    await waitFor(() => expect(within(popup).queryByTestId('unread-dot')).not.toBeInTheDocument());
    expect(
      api.requestsTo(notificationEndpoints.readNotification, { notificationId: target.id }),
    ).not.toHaveLength(0);
    expect(api.count(LIST)).toBe(2);
    expect(api.count(COUNT)).toBeGreaterThan(countsBefore);
    expect(await screen.findByRole('button', { name: 'Notifications' })).toBeInTheDocument();
    // Without an organization there is no order page to open: the popup stays.
    expect(router.state.location.pathname).toBe('/');
    expect(popup).toBeInTheDocument();
  });

  it('a click on a read notification does not mark it again', async () => {
    api = stubNotificationApi({
      pages: () => page(1, [notification(1, { organizationId: undefined })], true),
    });
    const { popup, user } = await openBell('Notifications');
    await user.click(await within(popup).findByRole('button', { name: /Notification 1/ }));
    expect(api.requests.filter((request) => request.method === 'POST')).toEqual([]);
  });

  it('opens the order of a notification with an organization and closes the popup', async () => {
    const target = unread(4);
    api = stubNotificationApi({
      pages: () => page(1, [target], true),
      unreadCount: () => 1,
    }).on(notificationEndpoints.readNotification, {
      params: { notificationId: target.id },
      answer: notification(4),
    });
    const { popup, user, router } = await openBell();

    await user.click(await within(popup).findByRole('button', { name: /Notification 4/ }));

    expect(await screen.findByRole('heading', { name: 'Order details' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(
      `/organization/${demoOrganization.id}/orders/${target.data.orderId}`,
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() =>
      expect(
        api.requestsTo(notificationEndpoints.readNotification, { notificationId: target.id }),
      ).not.toHaveLength(0),
    );
  });

  it('marks every notification read from the popup header', async () => {
    let unreadCount = 2;
    api = stubNotificationApi({
      pages: () =>
        page(1, unreadCount ? [unread(1), unread(2)] : [notification(1), notification(2)], true),
      unreadCount: () => unreadCount,
    }).on(notificationEndpoints.readAllNotifications, {
      answer: () => {
        unreadCount = 0;
        return { count: 2 };
      },
    });
    const { popup, user } = await openBell('Notifications, unread: 2');
    await waitFor(() => expect(within(popup).getAllByTestId('unread-dot')).toHaveLength(2));

    await user.click(within(popup).getByRole('button', { name: 'Mark all as read' }));

    await waitFor(() => expect(within(popup).queryAllByTestId('unread-dot')).toHaveLength(0));
    expect(await screen.findByRole('button', { name: 'Notifications' })).toBeInTheDocument();
    expect(
      within(popup).queryByRole('button', { name: 'Mark all as read' }),
    ).not.toBeInTheDocument();
  });

  it('opens and closes by keyboard, returning focus to the bell', async () => {
    api = stubNotificationApi({ pages: () => page(1, [notification(1)], true) });
    const user = userEvent.setup();
    await renderBell();
    const bell = await screen.findByRole('button', { name: 'Notifications' });

    await user.tab();
    expect(bell).toHaveFocus();
    await user.keyboard('{Enter}');
    const popup = await screen.findByRole('dialog', { name: 'Notifications' });
    await within(popup).findByText('Notification 1');

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(bell).toHaveFocus();
  });

  it('speaks Polish', async () => {
    api = stubNotificationApi({
      pages: () => page(1, [unread(1, { title: '', description: null })], true),
      unreadCount: () => 1,
    });
    const user = userEvent.setup();
    await renderBell('pl');
    await user.click(
      await screen.findByRole('button', { name: 'Powiadomienia, nieprzeczytane: 1' }),
    );
    const popup = await screen.findByRole('dialog', { name: 'Powiadomienia' });
    expect(await within(popup).findByText('Bez tytułu')).toBeInTheDocument();
    expect(within(popup).getByText('Brak opisu')).toBeInTheDocument();
    expect(within(popup).getByText('2 godziny temu')).toBeInTheDocument();
    expect(within(popup).getByText('Nie ma więcej powiadomień')).toBeInTheDocument();
  });
});

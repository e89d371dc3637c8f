/// <reference types="@testing-library/jest-dom" />
import { orderEndpoints } from '@care/contracts/order';
import { screen, waitFor, within } from '@testing-library/react';
import {
  acceptedOrder,
  newOrder,
  orderPage,
  ordersPath,
  renderOrdersApp,
} from '../testing/fixtures';

jest.setTimeout(20_000);

const late = { ...newOrder, attention: ['NOT_ACCEPTED' as const] };
const unstaffed = {
  ...acceptedOrder,
  status: 'ACCEPTED' as const,
  assistants: [],
  attention: ['NOT_ASSIGNED' as const, 'PAST_PREFERRED_DATE' as const],
};

describe('orders that need attention', () => {
  it('marks each order with a badge per reason, and none on an order that is fine', async () => {
    const fine = { ...newOrder, id: '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d', number: 'Z-2026-0040' };
    await renderOrdersApp(ordersPath(), (api) =>
      api.on(orderEndpoints.listOrders, { answer: orderPage([late, unstaffed, fine]) }),
    );
    const row = (name: string) => screen.getByRole('link', { name }).closest('tr')!;
    await screen.findByRole('link', { name: 'Z-2026-0042' });
    expect(within(row('Z-2026-0042')).getByText('Not accepted in time')).toBeInTheDocument();
    expect(within(row('Z-2026-0041')).getByText('Not assigned in time')).toBeInTheDocument();
    expect(within(row('Z-2026-0041')).getByText('Past the preferred date')).toBeInTheDocument();
    expect(
      within(row('Z-2026-0040')).queryByText(/in time|preferred date/),
    ).not.toBeInTheDocument();
  });

  it('names the reasons in Polish', async () => {
    await renderOrdersApp(
      ordersPath(),
      (api) => api.on(orderEndpoints.listOrders, { answer: orderPage([late, unstaffed]) }),
      'pl',
    );
    expect(await screen.findByText('Nieprzyjęte na czas')).toBeInTheDocument();
    expect(screen.getByText('Nieprzypisane na czas')).toBeInTheDocument();
    expect(screen.getByText('Po preferowanym terminie')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Wymaga uwagi' })).toBeInTheDocument();
  });

  it('narrows to the orders that need attention with a toggle kept in the URL', async () => {
    const { api, user, router } = await renderOrdersApp(ordersPath(), (stub) =>
      stub
        .on(orderEndpoints.listOrders, { answer: orderPage([late, acceptedOrder]) })
        .on(orderEndpoints.listOrders, {
          query: { attention: 'true' },
          answer: orderPage([late]),
        }),
    );
    await screen.findByRole('link', { name: 'Z-2026-0041' });
    const toggle = screen.getByRole('button', { name: 'Needs attention' });
    expect(toggle).toHaveAttribute('aria-pressed', 'false');

    await user.click(toggle);
    await waitFor(() => expect(router.state.location.search).toBe('?attention=true'));
    await waitFor(() =>
      expect(screen.queryByRole('link', { name: 'Z-2026-0041' })).not.toBeInTheDocument(),
    );
    expect(api.requestsTo(orderEndpoints.listOrders).at(-1)!.query.get('attention')).toBe('true');
    expect(screen.getByRole('button', { name: 'Needs attention' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );

    await user.click(screen.getByRole('button', { name: 'Needs attention' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(await screen.findByRole('link', { name: 'Z-2026-0041' })).toBeInTheDocument();
  });

  it('opens a shared link filtered by attention as filtered', async () => {
    const { api } = await renderOrdersApp(ordersPath('?attention=true'), (stub) =>
      stub.on(orderEndpoints.listOrders, { answer: orderPage([late]) }),
    );
    await screen.findByRole('link', { name: 'Z-2026-0042' });
    expect(api.requestsTo(orderEndpoints.listOrders)[0]!.query.get('attention')).toBe('true');
    expect(screen.getByRole('button', { name: 'Needs attention' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });

  it('opens the dashboard’s link of one reason narrowed to it, and the toggle drops it', async () => {
    const { api, user, router } = await renderOrdersApp(
      ordersPath('?attention=NOT_ASSIGNED'),
      (stub) => stub.on(orderEndpoints.listOrders, { answer: orderPage([unstaffed]) }),
    );
    await screen.findByRole('link', { name: 'Z-2026-0041' });
    expect(api.requestsTo(orderEndpoints.listOrders)[0]!.query.get('attention')).toBe(
      'NOT_ASSIGNED',
    );
    const toggle = screen.getByRole('button', { name: 'Needs attention: Not assigned in time' });
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await user.click(toggle);
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });

  it('shows the reasons beside the status on the order’s page', async () => {
    await renderOrdersApp(ordersPath(`/${late.id}`), (stub) =>
      stub.on(orderEndpoints.getOrder, { answer: late }),
    );
    await screen.findByRole('heading', { name: 'Order Z-2026-0042' });
    const status = screen.getByText('New', { selector: 'span' });
    expect(status.parentElement).toHaveTextContent('Not accepted in time');
  });
});

/// <reference types="@testing-library/jest-dom" />
import { orderEndpoints } from '@care/contracts/order';
import { act, screen, within } from '@testing-library/react';
import {
  ORGANIZATION_ID,
  acceptedOrder,
  newOrder,
  orderPage,
  ordersPath,
  renderOrdersApp,
} from './features/orders/testing/fixtures';
import prefetch from './prefetch';

jest.setTimeout(20_000);

it('fetches the list’s first page before it is opened, so it opens with its rows and asks for nothing more', async () => {
  // Somewhere in the remote that loads no list, as while its sidebar entry is only pointed at.
  const { api, queryClient, router } = await renderOrdersApp(
    ordersPath('/nowhere/at-all'),
    (stub) =>
      stub.on(orderEndpoints.listOrders, {
        answer: orderPage([newOrder, acceptedOrder], { NEW: 1 }),
      }),
  );
  expect(api.requestsTo(orderEndpoints.listOrders)).toHaveLength(0);

  await prefetch(queryClient, { organizationId: ORGANIZATION_ID });
  const [prefetched] = api.requestsTo(orderEndpoints.listOrders);
  // The list as a plain link opens it: the first page, newest first.
  expect(Object.fromEntries(prefetched!.query)).toEqual({
    page: '1',
    limit: '10',
    sort: '-createdAt',
  });

  await act(() => router.navigate(ordersPath()));
  // At once, from the prefetched page: no spinner, no second request.
  const rows = within(screen.getByRole('table')).getAllByRole('row').slice(1);
  expect(rows.map((row) => within(row).getByRole('link').textContent)).toEqual([
    newOrder.number,
    acceptedOrder.number,
  ]);
  expect(api.requestsTo(orderEndpoints.listOrders)).toHaveLength(1);
});

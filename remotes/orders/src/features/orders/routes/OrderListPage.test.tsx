/// <reference types="@testing-library/jest-dom" />
import { memberEndpoints } from '@care/contracts/member';
import { orderEndpoints } from '@care/contracts/order';
import { problemTypes } from '@care/contracts/problem';
import { problem, captureDownloads } from '@care/testing';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import {
  acceptedOrder,
  assistant,
  newOrder,
  orderPage,
  ordersPath,
  page,
  renderOrdersApp,
} from '../testing/fixtures';

// Whole pages typed into key by key: a CI run beside other builds measured 21–23 s for the
// longest of them, which take about 8 s on a quiet machine.
jest.setTimeout(40_000);

const counts = { NEW: 3, ACCEPTED: 1, IN_PROGRESS: 2, HANDLED: 7 };

beforeAll(() => {
  // jsdom lays nothing out: the assistant picker's popup would find every option hidden.
  jest
    .spyOn(HTMLElement.prototype, 'getClientRects')
    .mockReturnValue([new DOMRect(0, 0, 10, 10)] as unknown as DOMRectList);
  Element.prototype.scrollIntoView ??= () => undefined;
});

const adam = assistant('4d5e6f7a-8b9c-4d1e-8f2a-6b7c8d9e0f1a', 'Adam', 'Asystent');
const olek = assistant('7a8b9c0d-1e2f-4a3b-8c4d-9e0f1a2b3c4d', 'Olek', 'Nowy');

describe('orders list', () => {
  it('shows each order with its status tab counts, and marks the NEW ones not opened yet', async () => {
    const opened = {
      ...newOrder,
      id: '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d',
      number: 'Z-2026-0040',
      openedByMe: true,
    };
    await renderOrdersApp(ordersPath(), (api) =>
      api.on(orderEndpoints.listOrders, {
        answer: orderPage([newOrder, opened, acceptedOrder], counts),
      }),
    );

    const row = (await screen.findByRole('link', { name: 'Z-2026-0042' })).closest('tr')!;
    expect(within(row).getByText('Anna Nowak')).toBeInTheDocument();
    expect(within(row).getByText('Visit')).toBeInTheDocument();
    // The preferred day with the hours that suit the beneficiary.
    expect(within(row).getByText('03/02/26, 09:00–11:30')).toBeInTheDocument();
    expect(
      within(row).getByText('Unread', { selector: '[title="Not opened by you yet"]' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Z-2026-0042' })).toHaveAttribute(
      'href',
      ordersPath(`/${newOrder.id}`),
    );
    const openedRow = screen.getByRole('link', { name: 'Z-2026-0040' }).closest('tr')!;
    expect(within(openedRow).queryByTitle('Not opened by you yet')).not.toBeInTheDocument();
    const started = screen.getByRole('link', { name: 'Z-2026-0041' }).closest('tr')!;
    expect(within(started).getByText('In progress')).toBeInTheDocument();
    expect(within(started).getByText('2 assistants')).toBeInTheDocument();
    expect(within(started).queryByTitle('Not opened by you yet')).not.toBeInTheDocument();

    const tabs = screen.getByRole('group', { name: 'Status' });
    expect(within(tabs).getByRole('button', { name: 'All 13' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(within(tabs).getByRole('button', { name: 'New 3' })).toBeInTheDocument();
    expect(within(tabs).getByRole('button', { name: 'Handled 7' })).toBeInTheDocument();
    expect(within(tabs).getByRole('button', { name: 'Rejected 0' })).toBeInTheDocument();
  });

  it('asks the API for a status tab, a type and the search, and keeps them in the URL', async () => {
    const { api, user, router } = await renderOrdersApp(ordersPath(), (stub) =>
      stub
        .on(orderEndpoints.listOrders, { answer: orderPage([newOrder, acceptedOrder], counts) })
        .on(orderEndpoints.listOrders, {
          query: { status: 'NEW' },
          answer: orderPage([newOrder], counts),
        })
        .on(orderEndpoints.listOrders, {
          query: { status: 'NEW', type: 'VISIT' },
          answer: orderPage([newOrder], counts),
        }),
    );
    await screen.findByRole('link', { name: 'Z-2026-0041' });

    await user.click(screen.getByRole('button', { name: 'New 3' }));
    await waitFor(() =>
      expect(screen.queryByRole('link', { name: 'Z-2026-0041' })).not.toBeInTheDocument(),
    );
    expect(screen.getByRole('button', { name: 'New 3' })).toHaveAttribute('aria-pressed', 'true');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Type' }), 'Visit');
    await waitFor(() => expect(router.state.location.search).toBe('?status=NEW&type=VISIT'));

    const last = api.requestsTo(orderEndpoints.listOrders).at(-1)!;
    expect(last.query.get('status')).toBe('NEW');
    expect(last.query.get('type')).toBe('VISIT');
    expect(last.query.get('sort')).toBe('-createdAt');
    expect(last.query.get('page')).toBe('1');
  });

  it('reads a shared link: the days, the search and the page go to the API as they are', async () => {
    const { api } = await renderOrdersApp(
      ordersPath('?page=2&search=nowak&createdFrom=2026-03-01&createdTo=2026-03-05&sort=number'),
      (stub) => stub.on(orderEndpoints.listOrders, { answer: orderPage([newOrder]) }),
    );
    await screen.findByRole('link', { name: 'Z-2026-0042' });
    const [request] = api.requestsTo(orderEndpoints.listOrders);
    expect(Object.fromEntries(request!.query)).toEqual({
      page: '2',
      limit: '10',
      sort: 'number',
      search: 'nowak',
      createdFrom: '2026-03-01',
      createdTo: '2026-03-05',
    });
    // Days are written the panel's way (mm/dd/yy in English), not the browser's.
    expect(await screen.findByDisplayValue('03/01/26')).toHaveAccessibleName('Created from');
    expect(await screen.findByDisplayValue('03/05/26')).toHaveAccessibleName('Created to');
  });

  it('narrows to the days typed as the panel writes them, ignores text that is no day yet, and widens when cleared', async () => {
    const { api, user, router } = await renderOrdersApp(ordersPath(), (stub) =>
      stub.on(orderEndpoints.listOrders, { answer: orderPage([newOrder, acceptedOrder], counts) }),
    );
    await screen.findByRole('link', { name: 'Z-2026-0042' });
    const from = () => screen.getByRole('textbox', { name: 'Created from' });
    // The day pickers load after the list; their places hold disabled boxes meanwhile.
    await waitFor(() => expect(from()).toBeEnabled());

    await user.type(from(), '03/0');
    expect(router.state.location.search).toBe('');
    await user.type(from(), '1/26');
    await waitFor(() => expect(router.state.location.search).toBe('?createdFrom=2026-03-01'));
    await waitFor(() =>
      expect(api.requestsTo(orderEndpoints.listOrders).at(-1)!.query.get('createdFrom')).toBe(
        '2026-03-01',
      ),
    );
    // Text that stops being a day leaves the list as it was.
    await user.type(from(), 'x');
    expect(router.state.location.search).toBe('?createdFrom=2026-03-01');

    await user.clear(from());
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });

  it('narrows to the orders an assistant picked by name was asked to take, in the URL', async () => {
    const { api, user, router } = await renderOrdersApp(ordersPath(), (stub) =>
      stub
        .on(orderEndpoints.listOrders, { answer: orderPage([newOrder, acceptedOrder], counts) })
        .on(orderEndpoints.listOrders, {
          query: { assistantId: olek.id },
          answer: orderPage([acceptedOrder], { IN_PROGRESS: 1 }),
        })
        .on(memberEndpoints.listMembers, { answer: page([adam, olek]) })
        .on(memberEndpoints.listMembers, { query: { search: 'ole' }, answer: page([olek]) }),
    );
    await screen.findByRole('link', { name: 'Z-2026-0042' });

    const picker = await screen.findByRole('combobox', { name: 'Assistant' });
    await user.type(picker, 'ole');
    await waitFor(() =>
      expect(api.requestsTo(memberEndpoints.listMembers).at(-1)!.query.get('search')).toBe('ole'),
    );
    const asked = api.requestsTo(memberEndpoints.listMembers).at(-1)!.query;
    expect([asked.get('role'), asked.get('status')]).toEqual(['ASSISTANT', 'ACCEPTED']);
    await user.click(await screen.findByRole('option', { name: /Olek Nowy/ }));

    await waitFor(() => expect(router.state.location.search).toBe(`?assistantId=${olek.id}`));
    await waitFor(() =>
      expect(screen.queryByRole('link', { name: 'Z-2026-0042' })).not.toBeInTheDocument(),
    );
    expect(screen.getByRole('link', { name: 'Z-2026-0041' })).toBeInTheDocument();
    expect(api.requestsTo(orderEndpoints.listOrders).at(-1)!.query.get('assistantId')).toBe(
      olek.id,
    );
    expect(picker).toHaveValue('Olek Nowy');

    // Cleared, the filter leaves the URL and the list shows every order again.
    await user.click(screen.getByRole('button', { name: 'Clear Assistant' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(await screen.findByRole('link', { name: 'Z-2026-0042' })).toBeInTheDocument();
  });

  it('names the assistant of a shared link filtered by one, though no search found it yet', async () => {
    const { api } = await renderOrdersApp(ordersPath(`?assistantId=${olek.id}`), (stub) =>
      stub
        .on(orderEndpoints.listOrders, { answer: orderPage([acceptedOrder]) })
        .on(memberEndpoints.getMember, { params: { memberId: olek.id }, answer: olek }),
    );
    await screen.findByRole('link', { name: 'Z-2026-0041' });
    expect(api.requestsTo(orderEndpoints.listOrders)[0]!.query.get('assistantId')).toBe(olek.id);
    expect(await screen.findByRole('combobox', { name: 'Assistant' })).toHaveValue('Olek Nowy');
    // The picker's list is not asked for until it is opened.
    expect(api.requestsTo(memberEndpoints.listMembers)).toEqual([]);
  });

  it('shows an order opened from the list as opened when back on the list', async () => {
    const { api, user } = await renderOrdersApp(ordersPath(), (stub) =>
      stub
        .on(orderEndpoints.listOrders, { answer: orderPage([newOrder], counts) })
        // Once opened, the API answers the order as opened by this operator.
        .on(orderEndpoints.listOrders, {
          answer: orderPage([{ ...newOrder, openedByMe: true }], counts),
        })
        .on(orderEndpoints.getOrder, { answer: newOrder }),
    );
    const link = await screen.findByRole('link', { name: 'Z-2026-0042' });
    expect(within(link.closest('tr')!).getByTitle('Not opened by you yet')).toBeInTheDocument();

    await user.click(link);
    await screen.findByRole('heading', { name: 'Order Z-2026-0042' });
    await waitFor(() => expect(api.requestsTo(orderEndpoints.markOrderOpened)).toHaveLength(1));
    await user.click(screen.getByRole('link', { name: 'Back to orders' }));

    const row = (await screen.findByRole('link', { name: 'Z-2026-0042' })).closest('tr')!;
    await waitFor(() =>
      expect(within(row).queryByTitle('Not opened by you yet')).not.toBeInTheDocument(),
    );
  });

  it('speaks Polish by default in the panel: tabs, statuses, types and the badge', async () => {
    await renderOrdersApp(
      ordersPath(),
      (api) => api.on(orderEndpoints.listOrders, { answer: orderPage([newOrder], counts) }),
      'pl',
    );
    const row = (await screen.findByRole('link', { name: 'Z-2026-0042' })).closest('tr')!;
    expect(within(row).getByText('Wizyta')).toBeInTheDocument();
    // The status says 'New' as the dashboard does; the badge of an order not opened yet says
    // another word, so 'Nowe' means one thing.
    expect(within(row).getByText('Nowe')).toBeInTheDocument();
    expect(within(row).getByTitle('Jeszcze nieotwarte przez Ciebie')).toHaveTextContent(
      'Nieprzeczytane',
    );
    expect(
      within(screen.getByRole('group', { name: 'Status' })).getByRole('button', {
        name: 'W realizacji 2',
      }),
    ).toBeInTheDocument();
  });

  it('exports the orders of the current tab, filters, search and sort, on every page, as a CSV file', async () => {
    const { saved, restore } = captureDownloads();
    const csv = 'number,status\r\nZ-2026-0042,NEW\r\n';
    const { user, api } = await renderOrdersApp(
      ordersPath(
        `?page=2&sort=number&status=NEW&type=VISIT&search=nowak&assistantId=${adam.id}&createdFrom=2026-03-01&createdTo=2026-03-05`,
      ),
      (stub) =>
        stub
          .on(orderEndpoints.listOrders, { answer: orderPage([newOrder], counts) })
          .on(memberEndpoints.getMember, { params: { memberId: adam.id }, answer: adam })
          .on(orderEndpoints.exportOrders, { answer: csv }),
    );
    await screen.findByRole('link', { name: 'Z-2026-0042' });

    await user.click(screen.getByRole('button', { name: 'Export CSV' }));

    await waitFor(() => expect(saved).toHaveLength(1));
    expect(Object.fromEntries(api.requestsTo(orderEndpoints.exportOrders)[0]!.query)).toEqual({
      sort: 'number',
      status: 'NEW',
      type: 'VISIT',
      search: 'nowak',
      assistantId: adam.id,
      createdFrom: '2026-03-01',
      createdTo: '2026-03-05',
    });
    expect(saved[0]!.name).toMatch(/^orders-\d{4}-\d{2}-\d{2}\.csv$/);
    expect((await saved[0]!.blob.text()).replace(/^\uFEFF/, '')).toBe(csv);
    restore();
  });

  it('exports the tab just chosen, even before the list has rendered it', async () => {
    URL.createObjectURL = jest.fn(() => 'blob:orders');
    URL.revokeObjectURL = jest.fn();
    const click = jest
      .spyOn(HTMLAnchorElement.prototype, 'click')
      .mockImplementation(() => undefined);
    const { api } = await renderOrdersApp(ordersPath(), (stub) =>
      stub
        .on(orderEndpoints.listOrders, { answer: orderPage([newOrder, acceptedOrder], counts) })
        .on(orderEndpoints.exportOrders, { answer: 'number\r\n' }),
    );
    await screen.findByRole('link', { name: 'Z-2026-0041' });

    act(() => {
      fireEvent.click(screen.getByRole('button', { name: 'Handled 7' }));
      fireEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    });

    await waitFor(() => expect(api.requestsTo(orderEndpoints.exportOrders)).toHaveLength(1));
    expect(Object.fromEntries(api.requestsTo(orderEndpoints.exportOrders)[0]!.query)).toEqual({
      sort: '-createdAt',
      status: 'HANDLED',
    });
    await waitFor(() => expect(click).toHaveBeenCalled());
    click.mockRestore();
  });

  it('says so when the export fails, in Polish too', async () => {
    const { user } = await renderOrdersApp(
      ordersPath(),
      (stub) =>
        stub
          .on(orderEndpoints.listOrders, { answer: orderPage([newOrder], counts) })
          .on(orderEndpoints.exportOrders, {
            answer: problem(503, problemTypes.internal, { detail: 'Baza danych niedostępna' }),
          }),
      'pl',
    );
    await screen.findByRole('link', { name: 'Z-2026-0042' });
    await user.click(screen.getByRole('button', { name: 'Eksportuj CSV' }));
    expect(await screen.findByText('Nie udało się wyeksportować zleceń')).toBeInTheDocument();
    expect(screen.getByText('Baza danych niedostępna')).toBeInTheDocument();
  });

  it('says there are no orders yet when the organization has none', async () => {
    await renderOrdersApp(ordersPath(), (api) =>
      api.on(orderEndpoints.listOrders, { answer: orderPage([]) }),
    );
    expect(await screen.findByText('No orders yet')).toBeInTheDocument();
  });

  it('shows the not-available state for an organization the caller may not see', async () => {
    await renderOrdersApp(ordersPath(), (api) =>
      api.on(orderEndpoints.listOrders, { answer: problem(404, problemTypes.notFound) }),
    );
    expect(await screen.findByText('Requested resource is not available.')).toBeInTheDocument();
  });

  it('offers Retry when the list cannot be loaded', async () => {
    const { user } = await renderOrdersApp(ordersPath(), (api) =>
      api
        .on(orderEndpoints.listOrders, {
          answer: problem(503, problemTypes.internal, { detail: 'Database down' }),
        })
        .on(orderEndpoints.listOrders, { answer: orderPage([newOrder]) }),
    );
    expect(await screen.findByText('Database down')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('link', { name: 'Z-2026-0042' })).toBeInTheDocument();
  });

  it.each(['/not-a-uuid', `/${newOrder.id}/extra`])(
    'shows the not-available state at %s',
    async (suffix) => {
      await renderOrdersApp(ordersPath(suffix));
      expect(await screen.findByText('Requested resource is not available.')).toBeInTheDocument();
    },
  );
});

/// <reference types="@testing-library/jest-dom" />
import { memberEndpoints } from '@care/contracts/member';
import { orderEndpoints } from '@care/contracts/order';
import { problemTypes } from '@care/contracts/problem';
import { type Schedule, scheduleEndpoints, type ScheduleItem } from '@care/contracts/schedule';
import { CARDS_BELOW_PX } from '@care/ui/data-table';
import { problem, type RecordedRequest } from '@care/testing';
import { screen, waitFor, within } from '@testing-library/react';
import {
  assistant,
  northTeam,
  orderPage,
  ordersPath,
  page,
  renderOrdersApp,
  southTeam,
} from '../../orders/testing/fixtures';

jest.setTimeout(20_000);

const adam = assistant('4d5e6f7a-8b9c-4d1e-8f2a-6b7c8d9e0f1a', 'Adam', 'Asystent');
const olek = assistant('7a8b9c0d-1e2f-4a3b-8c4d-9e0f1a2b3c4d', 'Olek', 'Nowy');
const asAssigned = (member: typeof adam) => ({
  memberId: member.id,
  firstName: member.firstName,
  lastName: member.lastName,
  status: 'ACCEPTED' as const,
});

/** An order of the schedule on `date`, nobody on it unless said. */
const item = (number: string, date: string, extra: Partial<ScheduleItem> = {}): ScheduleItem => ({
  orderId: `1a2b3c4d-5e6f-4a1b-8c2d-3e4f5a6b${number.slice(-4)}`,
  number,
  type: 'VISIT',
  status: 'ACCEPTED',
  preferredDate: `${date}T09:00:00.000Z`,
  date,
  window: null,
  beneficiary: {
    memberId: '2b3c4d5e-6f7a-4b1c-8d2e-4f5a6b7c8d9e',
    firstName: 'Anna',
    lastName: 'Nowak',
  },
  city: 'Kraków',
  outpost: null,
  assistants: [],
  ...extra,
});

const unassigned = item('Z-2026-0101', '2026-12-01', { window: { from: '09:00', to: '11:30' } });
const adams = item('Z-2026-0102', '2026-12-02', {
  type: 'EQUIPMENT',
  status: 'IN_PROGRESS',
  assistants: [asAssigned(adam)],
});
const shared = item('Z-2026-0103', '2026-12-04', {
  assistants: [asAssigned(adam), asAssigned(olek)],
});

/** The API's answer for the range asked for, holding the given orders. */
const answerOf =
  (items: ScheduleItem[], extra: Partial<Schedule> = {}) =>
  (request: RecordedRequest): Schedule => ({
    from: request.query.get('from')!,
    to: request.query.get('to')!,
    timeZone: 'Europe/Warsaw',
    items: items.filter(
      (one) => one.date >= request.query.get('from')! && one.date <= request.query.get('to')!,
    ),
    truncated: false,
    ...extra,
  });

const schedulePath = (search = '') => ordersPath(`/schedule${search}`);
const rangeOf = (request: RecordedRequest | undefined) => [
  request?.query.get('from'),
  request?.query.get('to'),
];

/** The page's clock: only `Date` is stood in for, so the router, queries and events run as ever. */
function setNow(iso: string) {
  jest.useFakeTimers({
    now: new Date(iso),
    doNotFake: [
      'hrtime',
      'nextTick',
      'performance',
      'queueMicrotask',
      'requestAnimationFrame',
      'cancelAnimationFrame',
      'requestIdleCallback',
      'cancelIdleCallback',
      'setImmediate',
      'clearImmediate',
      'setInterval',
      'clearInterval',
      'setTimeout',
      'clearTimeout',
    ],
  });
}

/** The window's width as media queries see it; jsdom has no matchMedia of its own. */
let width = 1280;
beforeAll(() => {
  window.matchMedia = ((query: string) => ({
    media: query,
    get matches() {
      return query.includes(`max-width: ${CARDS_BELOW_PX - 1}px`) ? width < CARDS_BELOW_PX : false;
    },
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  })) as unknown as typeof window.matchMedia;
  // jsdom lays nothing out: the assistant picker's popup would find every option hidden.
  jest
    .spyOn(HTMLElement.prototype, 'getClientRects')
    .mockReturnValue([new DOMRect(0, 0, 10, 10)] as unknown as DOMRectList);
  Element.prototype.scrollIntoView ??= () => undefined;
});
beforeEach(() => {
  width = 1280;
  // A Wednesday in Warsaw: the week runs from Monday 30 November to Sunday 6 December.
  setNow('2026-12-02T10:00:00.000Z');
});
afterEach(() => jest.useRealTimers());

const rowOf = (name: string) => screen.getByRole('rowheader', { name }).closest('tr')!;
/** The cell of `row` under the day whose column header reads `day` (e.g. 'Wednesday'). */
function cellOf(row: HTMLElement, day: string) {
  const headers = within(screen.getByRole('table')).getAllByRole('columnheader');
  const index = headers.findIndex((header) => header.textContent?.includes(day));
  return within(row).getAllByRole('cell')[index - 1]!;
}

describe('the schedule', () => {
  it('lays the week out by day and assistant, the unassigned orders first', async () => {
    const { api } = await renderOrdersApp(schedulePath(), (stub) =>
      stub.on(scheduleEndpoints.getSchedule, { answer: answerOf([unassigned, adams, shared]) }),
    );
    const card = await screen.findByRole('link', { name: /Z-2026-0101/ });
    expect(rangeOf(api.requestsTo(scheduleEndpoints.getSchedule)[0])).toEqual([
      '2026-11-30',
      '2026-12-06',
    ]);

    const rows = within(screen.getByRole('table')).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getByRole('rowheader').textContent)).toEqual([
      'Unassigned',
      'Adam Asystent',
      'Olek Nowy',
    ]);
    // The unassigned order on its Tuesday, with its hours, what, who, where and its status.
    expect(within(cellOf(rowOf('Unassigned'), 'Tuesday')).getByRole('link')).toBe(card);
    expect(card).toHaveTextContent('09:00–11:30');
    expect(card).toHaveTextContent('Visit');
    expect(card).toHaveTextContent('Anna Nowak, Kraków');
    expect(card).toHaveTextContent('Accepted');
    expect(card).toHaveAttribute('href', ordersPath(`/${unassigned.orderId}`));

    const adamsCard = within(cellOf(rowOf('Adam Asystent'), 'Wednesday')).getByRole('link');
    expect(adamsCard).toHaveTextContent('Z-2026-0102');
    expect(adamsCard).toHaveTextContent('Equipment');
    expect(adamsCard).toHaveTextContent('In progress');
    expect(within(rowOf('Unassigned')).queryByText('Z-2026-0102')).not.toBeInTheDocument();
    // An order with two assistants is in each one's row, and only there.
    expect(within(cellOf(rowOf('Adam Asystent'), 'Friday')).getByText('Z-2026-0103')).toBeVisible();
    expect(within(cellOf(rowOf('Olek Nowy'), 'Friday')).getByText('Z-2026-0103')).toBeVisible();
    expect(screen.getAllByRole('link', { name: /Z-2026-0103/ })).toHaveLength(2);
  });

  it('marks today’s column, and names the days in the language of the panel', async () => {
    await renderOrdersApp(
      schedulePath(),
      (stub) => stub.on(scheduleEndpoints.getSchedule, { answer: answerOf([unassigned]) }),
      'pl',
    );
    await screen.findByRole('link', { name: /Z-2026-0101/ });
    const headers = within(screen.getByRole('table')).getAllByRole('columnheader').slice(1);
    expect(headers.map((header) => header.textContent)).toEqual([
      'Poniedziałek30 lis',
      'Wtorek1 gru',
      'Środa2 gru',
      'Czwartek3 gru',
      'Piątek4 gru',
      'Sobota5 gru',
      'Niedziela6 gru',
    ]);
    const current = headers.filter((header) => header.getAttribute('aria-current') === 'date');
    expect(current).toEqual([headers[2]]);
    expect(screen.getByRole('rowheader', { name: 'Nieprzypisane' })).toBeInTheDocument();
  });

  it('moves a week back and forth, asking for its days and keeping it in the URL', async () => {
    const { api, user, router } = await renderOrdersApp(schedulePath(), (stub) =>
      stub.on(scheduleEndpoints.getSchedule, { answer: answerOf([unassigned]) }),
    );
    await screen.findByRole('link', { name: /Z-2026-0101/ });
    const lastRange = () => rangeOf(api.requestsTo(scheduleEndpoints.getSchedule).at(-1));
    expect(screen.getByRole('button', { name: 'This week' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );

    await user.click(screen.getByRole('button', { name: 'Next week' }));
    await waitFor(() => expect(router.state.location.search).toBe('?week=2026-12-07'));
    await waitFor(() => expect(lastRange()).toEqual(['2026-12-07', '2026-12-13']));
    expect(screen.getByRole('button', { name: 'This week' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    expect(await screen.findByText('No visits planned this week')).toBeInTheDocument();
    // Not this week: nothing is today.
    expect(screen.queryByRole('columnheader', { current: 'date' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Previous week' }));
    await user.click(screen.getByRole('button', { name: 'Previous week' }));
    await waitFor(() => expect(router.state.location.search).toBe('?week=2026-11-23'));
    await waitFor(() => expect(lastRange()).toEqual(['2026-11-23', '2026-11-29']));

    await user.click(screen.getByRole('button', { name: 'This week' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(await screen.findByRole('link', { name: /Z-2026-0101/ })).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { name: /^November 30\s–\sDecember 6, 2026$/ }),
    ).toBeVisible();
    expect(screen.getByRole('button', { name: 'This week' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });

  it('opens the week of a shared link, and the current week for a week that is no Monday', async () => {
    const first = await renderOrdersApp(schedulePath('?week=2026-12-14&type=TRANSPORT'), (stub) =>
      stub.on(scheduleEndpoints.getSchedule, { answer: answerOf([]) }),
    );
    await screen.findByText('No visits planned this week');
    const [request] = first.api.requestsTo(scheduleEndpoints.getSchedule);
    expect(Object.fromEntries(request!.query)).toEqual({
      from: '2026-12-14',
      to: '2026-12-20',
      type: 'TRANSPORT',
    });
    expect(screen.getByRole('combobox', { name: 'Type' })).toHaveValue('TRANSPORT');
    first.unmount();

    const second = await renderOrdersApp(
      schedulePath('?week=2026-12-16&type=PIZZA&assistantId=nobody'),
      (stub) => stub.on(scheduleEndpoints.getSchedule, { answer: answerOf([]) }),
    );
    await screen.findByText('No visits planned this week');
    expect(
      Object.fromEntries(second.api.requestsTo(scheduleEndpoints.getSchedule)[0]!.query),
    ).toEqual({ from: '2026-11-30', to: '2026-12-06' });
  });

  it('counts today in the organization’s time zone, not the browser’s', async () => {
    // Sunday noon in UTC is already Monday in Auckland: the organization's week is the next one.
    setNow('2026-12-06T12:00:00.000Z');
    const { api } = await renderOrdersApp(schedulePath(), (stub) =>
      stub.on(scheduleEndpoints.getSchedule, {
        answer: answerOf([item('Z-2026-0110', '2026-12-07')], { timeZone: 'Pacific/Auckland' }),
      }),
    );
    expect(await screen.findByRole('link', { name: /Z-2026-0110/ })).toBeInTheDocument();
    expect(rangeOf(api.requestsTo(scheduleEndpoints.getSchedule).at(-1))).toEqual([
      '2026-12-07',
      '2026-12-13',
    ]);
    expect(screen.getByRole('columnheader', { current: 'date' })).toHaveTextContent('Monday');
  });

  it('narrows to an assistant and a type picked, and asks the API for them', async () => {
    const { api, user, router } = await renderOrdersApp(schedulePath(), (stub) =>
      stub
        .on(scheduleEndpoints.getSchedule, { answer: answerOf([unassigned, adams, shared]) })
        .on(scheduleEndpoints.getSchedule, {
          query: { assistantId: olek.id },
          answer: answerOf([shared]),
        })
        .on(memberEndpoints.listMembers, { answer: page([adam, olek]) }),
    );
    await screen.findByRole('link', { name: /Z-2026-0101/ });

    await user.click(await screen.findByRole('combobox', { name: 'Assistant' }));
    await user.click(await screen.findByRole('option', { name: /Olek Nowy/ }));
    await waitFor(() => expect(router.state.location.search).toBe(`?assistantId=${olek.id}`));
    await waitFor(() =>
      expect(api.requestsTo(scheduleEndpoints.getSchedule).at(-1)!.query.get('assistantId')).toBe(
        olek.id,
      ),
    );
    // Only the one assistant's row: the order they share is not shown again under Adam.
    await waitFor(() =>
      expect(screen.queryByRole('rowheader', { name: 'Unassigned' })).not.toBeInTheDocument(),
    );
    expect(screen.getAllByRole('rowheader').map((header) => header.textContent)).toEqual([
      'Olek Nowy',
    ]);
    expect(screen.getAllByRole('link', { name: /Z-2026-0103/ })).toHaveLength(1);

    await user.selectOptions(screen.getByRole('combobox', { name: 'Type' }), 'Visit');
    await waitFor(() =>
      expect(router.state.location.search).toBe(`?assistantId=${olek.id}&type=VISIT`),
    );
    await waitFor(() =>
      expect(api.requestsTo(scheduleEndpoints.getSchedule).at(-1)!.query.get('type')).toBe('VISIT'),
    );
  });

  it('narrows to the beneficiaries of an outpost picked, kept in the URL, each card naming its outpost', async () => {
    const northern = { ...unassigned, outpost: { id: northTeam.id, name: northTeam.name } };
    const southern = { ...adams, outpost: { id: southTeam.id, name: southTeam.name } };
    const { api, user, router } = await renderOrdersApp(schedulePath(), (stub) =>
      stub
        .on(scheduleEndpoints.getSchedule, { answer: answerOf([northern, southern, shared]) })
        .on(scheduleEndpoints.getSchedule, {
          query: { outpostId: southTeam.id },
          answer: answerOf([southern]),
        }),
    );
    const card = await screen.findByRole('link', { name: /Z-2026-0101/ });
    expect(card).toHaveTextContent('Outpost: Zespół Północ');
    // An order of a beneficiary no outpost looks after names none.
    expect(screen.getAllByRole('link', { name: /Z-2026-0103/ })[0]).not.toHaveTextContent(
      'Outpost:',
    );
    const filter = screen.getByRole('combobox', { name: 'Outpost' });
    expect(filter).toHaveValue('');
    await waitFor(() =>
      expect(
        within(filter)
          .getAllByRole('option')
          .map((option) => option.textContent),
      ).toEqual(['All outposts', 'Zespół Południe', 'Zespół Północ']),
    );

    await user.selectOptions(filter, 'Zespół Południe');
    await waitFor(() => expect(router.state.location.search).toBe(`?outpostId=${southTeam.id}`));
    await waitFor(() =>
      expect(screen.queryByRole('link', { name: /Z-2026-0101/ })).not.toBeInTheDocument(),
    );
    expect(api.requestsTo(scheduleEndpoints.getSchedule).at(-1)!.query.get('outpostId')).toBe(
      southTeam.id,
    );
    expect(screen.getByRole('link', { name: /Z-2026-0102/ })).toHaveTextContent(
      'Outpost: Zespół Południe',
    );

    // With a type too, and back to every outpost.
    await user.selectOptions(screen.getByRole('combobox', { name: 'Type' }), 'Visit');
    await waitFor(() =>
      expect(router.state.location.search).toBe(`?outpostId=${southTeam.id}&type=VISIT`),
    );
    await user.selectOptions(filter, 'All outposts');
    await waitFor(() => expect(router.state.location.search).toBe('?type=VISIT'));
    expect(api.requestsTo(scheduleEndpoints.getSchedule).at(-1)!.query.has('outpostId')).toBe(
      false,
    );
  });

  it('opens an outpost’s schedule from a shared link, in Polish, and leaves out an id that is none', async () => {
    const first = await renderOrdersApp(
      schedulePath(`?outpostId=${northTeam.id}`),
      (stub) => stub.on(scheduleEndpoints.getSchedule, { answer: answerOf([]) }),
      'pl',
    );
    await screen.findByText('Brak zaplanowanych wizyt w tym tygodniu');
    expect(first.api.requestsTo(scheduleEndpoints.getSchedule)[0]!.query.get('outpostId')).toBe(
      northTeam.id,
    );
    const filter = screen.getByRole('combobox', { name: 'Placówka' });
    await waitFor(() => expect(filter).toHaveValue(northTeam.id));
    expect(within(filter).getByRole('option', { name: 'Wszystkie placówki' })).toBeInTheDocument();
    first.unmount();

    const second = await renderOrdersApp(schedulePath('?outpostId=północ'), (stub) =>
      stub.on(scheduleEndpoints.getSchedule, { answer: answerOf([]) }),
    );
    await screen.findByText('No visits planned this week');
    expect(second.api.requestsTo(scheduleEndpoints.getSchedule)[0]!.query.has('outpostId')).toBe(
      false,
    );
  });

  it('lists the days one under another on a phone, each order naming its assistants', async () => {
    width = 390;
    await renderOrdersApp(schedulePath(), (stub) =>
      stub.on(scheduleEndpoints.getSchedule, { answer: answerOf([unassigned, adams, shared]) }),
    );
    await screen.findAllByRole('link', { name: /Z-2026-0101/ });
    expect(screen.queryByRole('table')).not.toBeInTheDocument();

    const days = screen.getAllByRole('heading', { level: 3 });
    expect(days.map((day) => day.textContent)).toEqual([
      'Monday, Nov 30',
      'Tuesday, Dec 1',
      'Wednesday, Dec 2',
      'Thursday, Dec 3',
      'Friday, Dec 4',
      'Saturday, Dec 5',
      'Sunday, Dec 6',
    ]);
    expect(days[2]).toHaveAttribute('aria-current', 'date');
    const friday = screen.getByRole('region', { name: 'Friday, Dec 4' });
    // Once, with both its assistants.
    expect(within(friday).getByRole('link', { name: /Z-2026-0103/ })).toHaveTextContent(
      'Adam Asystent, Olek Nowy',
    );
    const tuesday = screen.getByRole('region', { name: 'Tuesday, Dec 1' });
    expect(within(tuesday).getByRole('link')).toHaveTextContent('Unassigned');
    expect(
      within(screen.getByRole('region', { name: 'Monday, Nov 30' })).getByText('Nothing planned'),
    ).toBeInTheDocument();
  });

  it('says so when the week has more orders than one answer holds', async () => {
    await renderOrdersApp(schedulePath(), (stub) =>
      stub.on(scheduleEndpoints.getSchedule, {
        answer: answerOf([unassigned], { truncated: true }),
      }),
    );
    expect(
      await screen.findByText(
        'Not every order is shown: this week has more than 2,000. Narrow it down by assistant, type or outpost.',
      ),
    ).toBeInTheDocument();
  });

  it('says when nothing is planned, in Polish too', async () => {
    await renderOrdersApp(
      schedulePath(),
      (stub) => stub.on(scheduleEndpoints.getSchedule, { answer: answerOf([]) }),
      'pl',
    );
    expect(await screen.findByText('Brak zaplanowanych wizyt w tym tygodniu')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('says what failed and loads the week again on Retry', async () => {
    const { user } = await renderOrdersApp(schedulePath(), (stub) =>
      stub
        .on(scheduleEndpoints.getSchedule, {
          answer: problem(503, problemTypes.internal, { detail: 'Database unavailable' }),
        })
        .on(scheduleEndpoints.getSchedule, { answer: answerOf([unassigned]) }),
    );
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Unable to load the schedule');
    expect(alert).toHaveTextContent('Database unavailable');
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('link', { name: /Z-2026-0101/ })).toBeInTheDocument();
  });

  it('is opened from the orders list', async () => {
    const { user } = await renderOrdersApp(ordersPath(), (stub) =>
      stub
        .on(orderEndpoints.listOrders, { answer: orderPage([]) })
        .on(scheduleEndpoints.getSchedule, { answer: answerOf([unassigned]) }),
    );
    await user.click(await screen.findByRole('link', { name: 'Schedule' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Schedule' })).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'Current path' })).toHaveTextContent(
      ordersPath('/schedule'),
    );
    expect(await screen.findByRole('link', { name: /Z-2026-0101/ })).toBeInTheDocument();
  });
});

/// <reference types="@testing-library/jest-dom" />
import { organizationEndpoints } from '@care/contracts/organization';
import {
  type OnCallNow,
  organizationSettingsEndpoints,
} from '@care/contracts/organization-settings';
import { problemTypes } from '@care/contracts/problem';
import { type Schedule, scheduleEndpoints } from '@care/contracts/schedule';
import { type OrganizationStats, statsEndpoints } from '@care/contracts/stats';
import {
  accountBundleQueryOptions,
  createQueryClient,
  routes,
  signedOutState,
  useAuthStore,
} from '@care/platform';
import { problem, stubApi, type ApiStub, type StubAnswer } from '@care/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  demoOrganization,
  noPermissions,
  operatorInfo,
  operatorOf,
  signInAs,
  southOrganization,
  stubAccount,
  stubOrganization,
} from '../../app/testing/fixtures';
import { renderPage } from '../../app/testing/render';
import { DashboardPage, prefetchDashboardFigures } from './DashboardPage';

jest.setTimeout(20_000);

const days = Array.from({ length: 30 }, (_, index) => {
  const date = new Date(Date.UTC(2026, 9, 26 + index)).toISOString().slice(0, 10);
  return { date, count: index === 29 ? 4 : index % 7 === 0 ? 2 : 0 };
});

const since = { from: '2026-12-01T23:00:00.000Z', day: '2026-12-02' };

const demoStats: OrganizationStats = {
  sinceYesterday: { ...since, orders: 6, members: 2 },
  members: {
    byRole: { OPERATOR: 3, ASSISTANT: 5, BENEFICIARY: 32 },
    byStatus: { PENDING: 4, ACCEPTED: 33, REJECTED: 1, DEACTIVATED: 2, INACTIVE: 1 },
  },
  invitations: { pending: 4 },
  orders: {
    byStatus: { NEW: 2, ACCEPTED: 3, IN_PROGRESS: 1, HANDLED: 7, REJECTED: 1, CANCELLED: 0 },
    attention: { total: 3, NOT_ACCEPTED: 2, NOT_ASSIGNED: 1, PAST_PREFERRED_DATE: 1 },
    perDay: days,
    waitingLongest: [
      {
        id: 'a1b2c3d4-e5f6-4a7b-8c9d-0e1f2a3b4c5d',
        number: 'Z-2026-0007',
        createdAt: new Date(Date.now() - 3 * 86_400_000).toISOString(),
        beneficiary: { firstName: 'Żaneta', lastName: 'Łukasiewicz' },
      },
    ],
  },
};

const emptyStats: OrganizationStats = {
  sinceYesterday: { ...since, orders: 0, members: 0 },
  members: {
    byRole: { OPERATOR: 1, ASSISTANT: 0, BENEFICIARY: 0 },
    byStatus: { PENDING: 0, ACCEPTED: 1, REJECTED: 0, DEACTIVATED: 0, INACTIVE: 0 },
  },
  invitations: { pending: 0 },
  orders: {
    byStatus: { NEW: 0, ACCEPTED: 0, IN_PROGRESS: 0, HANDLED: 0, REJECTED: 0, CANCELLED: 0 },
    attention: { total: 0, NOT_ACCEPTED: 0, NOT_ASSIGNED: 0, PAST_PREFERRED_DATE: 0 },
    perDay: days.map((day) => ({ ...day, count: 0 })),
    waitingLongest: [],
  },
};

const everyOperatorOnCall: OnCallNow = { everyOperator: true, operators: [] };
/** The API answers who is on call in the organization: by default, nobody on the rota. */
const scheduleOf = (items: Schedule['items'] = []): Schedule => {
  const today = new Date().toLocaleDateString('sv-SE', { timeZone: 'Europe/Warsaw' });
  return { from: today, to: today, timeZone: 'Europe/Warsaw', items, truncated: false };
};
/** The API answers the organization's schedule around today: by default, no visits. */
const stubSchedule = (
  api: ApiStub,
  organizationId: string,
  answer: StubAnswer<typeof scheduleEndpoints.getSchedule> = scheduleOf(),
) => api.on(scheduleEndpoints.getSchedule, { params: { organizationId }, answer });
/**
 * The parts of a card that ask for themselves: who is on call (by default, nobody on the rota)
 * and today's visits (by default, none).
 */
const stubOnCall = (api: ApiStub, organizationId: string, answer = everyOperatorOnCall) =>
  stubSchedule(
    api.on(organizationSettingsEndpoints.getOnCallNow, { params: { organizationId }, answer }),
    organizationId,
  );

const section = async (name: string) =>
  within(
    (await screen.findByRole('heading', { level: 3, name })).closest('section') as HTMLElement,
  );
const figure = (scope: ReturnType<typeof within>, label: string, group: string) =>
  within(scope.getByRole('group', { name: group }))
    .getByText(label)
    .closest('dt')?.nextElementSibling;

describe('dashboard', () => {
  let api: ApiStub;
  beforeEach(() => signInAs());

  it('shows each organization’s members, invitations, orders and the orders waiting longest', async () => {
    api = stubAccount(stubApi(), operatorOf(demoOrganization.id));
    stubOnCall(stubOrganization(api, demoOrganization), demoOrganization.id);
    api.on(statsEndpoints.getOrganizationStats, { answer: demoStats });

    await renderPage(<DashboardPage />, { path: routes.dashboard() });

    const demo = await section('Hospicjum Demo');
    await demo.findByRole('group', { name: 'Members: By role' });
    expect(figure(demo, 'Beneficiaries', 'Members: By role')).toHaveTextContent('32');
    expect(figure(demo, 'Pending', 'Members: By status')).toHaveTextContent('4');
    expect(figure(demo, 'Handled', 'Orders: By status')).toHaveTextContent('7');
    expect(
      within(demo.getByRole('group', { name: 'Pending invitations' })).getByText('4'),
    ).toBeInTheDocument();

    const waiting = demo.getByRole('link', { name: 'Z-2026-0007, Żaneta Łukasiewicz' });
    expect(waiting).toHaveAttribute(
      'href',
      routes.orderDetails({
        id: demoOrganization.id,
        orderId: demoStats.orders.waitingLongest[0]!.id,
      }),
    );
    expect(demo.getByText('3 days ago')).toBeInTheDocument();
    expect(api.requestsTo(statsEndpoints.getOrganizationStats)[0]!.params).toEqual({
      organizationId: demoOrganization.id,
    });
  });

  it('links every figure to its list narrowed the same way, and says what is new since yesterday', async () => {
    api = stubAccount(stubApi(), operatorOf(demoOrganization.id));
    stubOnCall(stubOrganization(api, demoOrganization), demoOrganization.id);
    api.on(statsEndpoints.getOrganizationStats, { answer: demoStats });

    await renderPage(<DashboardPage />, { path: routes.dashboard() });

    const demo = await section('Hospicjum Demo');
    await demo.findByRole('group', { name: 'Members: By role' });
    const members = routes.organization({ id: demoOrganization.id });
    const orders = routes.orders({ id: demoOrganization.id });
    const linkIn = (group: string, name: string) =>
      within(demo.getByRole('group', { name: group })).getByRole('link', { name });
    expect(linkIn('Members: By role', 'Beneficiaries')).toHaveAttribute(
      'href',
      `${members}?role=BENEFICIARY`,
    );
    expect(linkIn('Members: By status', 'Inactive')).toHaveAttribute(
      'href',
      `${members}?status=INACTIVE`,
    );
    expect(linkIn('Orders: By status', 'In progress')).toHaveAttribute(
      'href',
      `${orders}?status=IN_PROGRESS`,
    );
    expect(linkIn('Pending invitations', 'Pending invitations')).toHaveAttribute(
      'href',
      `${members}?status=PENDING`,
    );

    expect(figure(demo, 'Orders', 'New since yesterday')).toHaveTextContent('6');
    expect(figure(demo, 'Members', 'New since yesterday')).toHaveTextContent('2');
    expect(linkIn('New since yesterday', 'Orders')).toHaveAttribute(
      'href',
      `${orders}?createdFrom=2026-12-02`,
    );
    expect(linkIn('New since yesterday', 'Members')).toHaveAttribute(
      'href',
      `${members}?createdFrom=${encodeURIComponent(since.from)}`,
    );
    expect(demo.queryByText('Nothing new since yesterday.')).not.toBeInTheDocument();
  });

  it('shows today’s visits in the organization’s zone: the count, the first ones and the way to the schedule', async () => {
    const today = scheduleOf().from;
    const item = (index: number, date = today): Schedule['items'][number] => ({
      orderId: `0b0e6a52-9d1f-4b1e-8c43-7d0f7f1a2c${String(10 + index)}`,
      number: `Z-2026-00${String(10 + index)}`,
      type: index === 0 ? 'EQUIPMENT' : 'VISIT',
      status: 'ACCEPTED',
      preferredDate: `${date}T09:00:00.000Z`,
      date,
      window: index === 0 ? { from: '08:00', to: '10:00' } : null,
      beneficiary: {
        memberId: 'c2d3e4f5-a6b7-4c8d-9e0f-1a2b3c4d5e6f',
        firstName: 'Żaneta',
        lastName: `Łukasiewicz${index}`,
      },
      city: 'Kraków',
      outpost: null,
      assistants:
        index === 0
          ? [
              {
                memberId: 'b1c2d3e4-f5a6-4b7c-8d9e-0f1a2b3c4d5e',
                firstName: 'Adam',
                lastName: 'Asystent',
                status: 'ACCEPTED',
              },
            ]
          : [],
    });
    // Five today and one tomorrow: the answer holds the days around today, the card today's.
    const tomorrow = new Date(Date.parse(`${today}T12:00:00Z`) + 86_400_000)
      .toISOString()
      .slice(0, 10);
    api = stubAccount(stubApi(), operatorOf(demoOrganization.id));
    stubOrganization(api, demoOrganization);
    api.on(organizationSettingsEndpoints.getOnCallNow, { answer: everyOperatorOnCall });
    stubSchedule(
      api,
      demoOrganization.id,
      scheduleOf([0, 1, 2, 3, 4].map((index) => item(index)).concat(item(5, tomorrow))),
    );
    api.on(statsEndpoints.getOrganizationStats, { answer: demoStats });

    await renderPage(<DashboardPage />, { path: routes.dashboard() });

    const demo = await section('Hospicjum Demo');
    const region = within(await demo.findByRole('region', { name: 'Today’s schedule' }));
    expect(await region.findByText('5 visits today')).toBeInTheDocument();
    const visits = region.getAllByRole('listitem');
    expect(visits).toHaveLength(4);
    expect(visits[0]).toHaveTextContent('08:00–10:00');
    expect(visits[0]).toHaveTextContent('Adam Asystent');
    expect(visits[1]).toHaveTextContent('Any time');
    expect(visits[1]).toHaveTextContent('No assistant yet');
    expect(region.getByRole('link', { name: 'Equipment: Żaneta Łukasiewicz0' })).toHaveAttribute(
      'href',
      routes.orderDetails({ id: demoOrganization.id, orderId: item(0).orderId }),
    );
    expect(region.queryByText(/Łukasiewicz5/)).not.toBeInTheDocument();
    const monday = new Date(Date.parse(`${today}T00:00:00Z`));
    monday.setUTCDate(monday.getUTCDate() - ((monday.getUTCDay() + 6) % 7));
    expect(region.getByRole('link', { name: 'Open the schedule: 1 more' })).toHaveAttribute(
      'href',
      `${routes.orderSchedule({ id: demoOrganization.id })}?week=${monday.toISOString().slice(0, 10)}`,
    );
    const [asked] = api.requestsTo(scheduleEndpoints.getSchedule);
    const from = asked!.query.get('from')!;
    const to = asked!.query.get('to')!;
    expect(from <= today && today <= to).toBe(true);
  });

  it('says when no visit is planned today, and offers Retry when they cannot be loaded', async () => {
    let failing = true;
    api = stubAccount(stubApi(), operatorOf(demoOrganization.id));
    stubOrganization(api, demoOrganization);
    api.on(organizationSettingsEndpoints.getOnCallNow, { answer: everyOperatorOnCall });
    stubSchedule(api, demoOrganization.id, () =>
      failing ? problem(404, problemTypes.notFound, { title: 'Not found' }) : scheduleOf(),
    );
    api.on(statsEndpoints.getOrganizationStats, { answer: emptyStats });
    const user = userEvent.setup();

    await renderPage(<DashboardPage />, { path: routes.dashboard() });

    const demo = await section('Hospicjum Demo');
    const region = within(await demo.findByRole('region', { name: 'Today’s schedule' }));
    expect(await region.findByText('Unable to load today’s visits.')).toBeInTheDocument();
    failing = false;
    await user.click(region.getByRole('button', { name: 'Try again' }));
    expect(await region.findByText('No visits planned for today.')).toBeInTheDocument();
    expect(region.getByRole('link', { name: 'Open the schedule' })).toBeInTheDocument();
    expect(demo.getByText('Nothing new since yesterday.')).toBeInTheDocument();
  });

  it('names who is on call now, or says every operator is, with a link to the rota', async () => {
    api = stubAccount(stubApi(), operatorOf(demoOrganization.id, southOrganization.id));
    stubOrganization(api, demoOrganization);
    stubOrganization(api, southOrganization);
    stubOnCall(api, demoOrganization.id, {
      everyOperator: false,
      operators: [
        {
          memberId: 'b1c2d3e4-f5a6-4b7c-8d9e-0f1a2b3c4d5e',
          firstName: 'Olga',
          lastName: 'Operatorska',
        },
        { memberId: 'c2d3e4f5-a6b7-4c8d-9e0f-1a2b3c4d5e6f', firstName: 'Oskar', lastName: 'Nocny' },
      ],
    });
    stubOnCall(api, southOrganization.id);
    api.on(statsEndpoints.getOrganizationStats, { answer: demoStats });

    await renderPage(<DashboardPage />, { path: routes.dashboard() });

    const demo = within(
      (await (await section('Hospicjum Demo')).findByRole('heading', { name: 'On call now' }))
        .parentElement as HTMLElement,
    );
    expect(await demo.findByText('Olga Operatorska and Oskar Nocny')).toBeInTheDocument();
    expect(demo.getByRole('link', { name: 'On-call rota' })).toHaveAttribute(
      'href',
      routes.organizationSettings({ id: demoOrganization.id }),
    );
    const south = await section('Hospicjum Południe');
    expect(
      await south.findByText(
        'Every operator: nobody on the on-call rota is on duty at this moment.',
      ),
    ).toBeInTheDocument();
  });

  it('gives screen readers the orders per day as a table of 30 days', async () => {
    api = stubAccount(stubApi(), operatorOf(demoOrganization.id));
    stubOnCall(stubOrganization(api, demoOrganization), demoOrganization.id);
    api.on(statsEndpoints.getOrganizationStats, { answer: demoStats });

    await renderPage(<DashboardPage />, { path: routes.dashboard() });

    const table = await screen.findByRole('table', { name: 'Orders per day, last 30 days' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(30);
    expect(
      within(rows[29]!)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['11/24/26', '4']);
    expect(
      within(rows[0]!)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['10/26/26', '2']);
  });

  it('says when nothing is waiting and no orders came in', async () => {
    api = stubAccount(stubApi(), operatorOf(southOrganization.id));
    stubOnCall(stubOrganization(api, southOrganization), southOrganization.id);
    api.on(statsEndpoints.getOrganizationStats, { answer: emptyStats });

    await renderPage(<DashboardPage />, { path: routes.dashboard() });

    const south = await section('Hospicjum Południe');
    expect(await south.findByText('No order is waiting for acceptance.')).toBeInTheDocument();
    expect(south.getByText('No orders in the last 30 days.')).toBeInTheDocument();
  });

  it('shows skeletons while loading, then an error with Retry that loads again', async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    api = stubAccount(stubApi(), operatorOf(demoOrganization.id));
    stubOnCall(stubOrganization(api, demoOrganization), demoOrganization.id);
    // Held, then failing until the user asks again (the client retries a 5xx once by itself).
    let failing = true;
    api.on(statsEndpoints.getOrganizationStats, {
      answer: async () => {
        await held;
        return failing
          ? problem(503, problemTypes.internal, {
              title: 'Service unavailable',
              detail: 'The database is restarting.',
            })
          : demoStats;
      },
    });

    const user = userEvent.setup();
    await renderPage(<DashboardPage />, { path: routes.dashboard() });

    expect(
      await screen.findByRole('status', { name: 'Loading the figures of Hospicjum Demo…' }),
    ).toBeInTheDocument();
    release();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Unable to load the figures');
    expect(alert).toHaveTextContent('The database is restarting.');
    failing = false;
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('group', { name: 'Members: By role' })).toBeInTheDocument();
  });

  it('shows an admin without memberships how many organizations there are and the way there', async () => {
    api = stubAccount(
      stubApi(),
      { ...noPermissions, isAdmin: true },
      { ...operatorInfo, firstName: 'Ada' },
    );
    api.on(organizationEndpoints.listAdminOrganizations, {
      answer: {
        items: [
          {
            ...demoOrganization,
            createdAt: '2026-01-01T00:00:00.000Z',
            membersCount: 3,
            ordersCount: 0,
            version: 1,
          },
        ],
        pagination: { page: 1, limit: 1, isLast: false, total: 12 },
      },
    });

    await renderPage(<DashboardPage />, { path: routes.dashboard() });

    expect(await screen.findByText('12 organizations in the panel')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Manage organizations' })).toHaveAttribute(
      'href',
      routes.adminOrganizations(),
    );
    expect(screen.queryByText('You do not operate any organization yet.')).not.toBeInTheDocument();
    expect(api.requestsTo(statsEndpoints.getOrganizationStats)).toHaveLength(0);
    await waitFor(() =>
      expect(
        api.requestsTo(organizationEndpoints.listAdminOrganizations)[0]!.query.get('limit'),
      ).toBe('1'),
    );
  });

  it('reads in Polish', async () => {
    api = stubAccount(stubApi(), operatorOf(demoOrganization.id));
    stubOnCall(stubOrganization(api, demoOrganization), demoOrganization.id);
    api.on(statsEndpoints.getOrganizationStats, { answer: demoStats });

    await renderPage(<DashboardPage />, { path: routes.dashboard(), language: 'pl' });

    const demo = await section('Hospicjum Demo');
    await demo.findByRole('group', { name: 'Członkowie: Według roli' });
    expect(figure(demo, 'Podopieczni', 'Członkowie: Według roli')).toHaveTextContent('32');
    // Statuses in the words the members and orders pages use for them.
    expect(figure(demo, 'Aktywne', 'Członkowie: Według statusu')).toHaveTextContent('33');
    expect(figure(demo, 'Oczekujące', 'Członkowie: Według statusu')).toHaveTextContent('4');
    expect(figure(demo, 'Nowe', 'Zlecenia: Według statusu')).toHaveTextContent('2');
    expect(
      screen.getByRole('table', { name: 'Zlecenia dziennie, ostatnie 30 dni' }),
    ).toHaveTextContent('26.10.26');
    expect(
      await demo.findByText('Każdy operator: w grafiku dyżurów nikt nie ma teraz dyżuru.'),
    ).toBeInTheDocument();
    expect(demo.getByRole('link', { name: 'Grafik dyżurów' })).toBeInTheDocument();
    expect(figure(demo, 'Zlecenia', 'Nowe od wczoraj')).toHaveTextContent('6');
    const today = within(demo.getByRole('region', { name: 'Grafik na dziś' }));
    expect(await today.findByText('Na dziś nie zaplanowano wizyt.')).toBeInTheDocument();
    expect(today.getByRole('link', { name: 'Otwórz grafik' })).toBeInTheDocument();
  });

  describe('asked for before the page renders', () => {
    // What the dashboard showed a user before is kept in the browser across starts.
    beforeEach(() => localStorage.clear());

    it('asks for each organization’s figures and name once the account has answered, and the page shows them without asking again', async () => {
      api = stubAccount(stubApi(), operatorOf(demoOrganization.id, southOrganization.id));
      stubOnCall(stubOrganization(api, demoOrganization), demoOrganization.id);
      stubOnCall(stubOrganization(api, southOrganization), southOrganization.id);
      api.on(statsEndpoints.getOrganizationStats, { answer: demoStats });
      const queryClient = createQueryClient();

      prefetchDashboardFigures(queryClient);
      expect(api.requestsTo(statsEndpoints.getOrganizationStats)).toHaveLength(0);
      // What the guard does before it lets the page render.
      await queryClient.fetchQuery(accountBundleQueryOptions());

      await waitFor(() =>
        expect(
          api.requestsTo(statsEndpoints.getOrganizationStats).map(({ params }) => params),
        ).toEqual([
          { organizationId: demoOrganization.id },
          { organizationId: southOrganization.id },
        ]),
      );
      await waitFor(() =>
        expect(api.requestsTo(organizationEndpoints.getOrganization)).toHaveLength(2),
      );

      await renderPage(<DashboardPage />, { path: routes.dashboard(), queryClient });
      const demo = await section('Hospicjum Demo');
      expect(figure(demo, 'Beneficiaries', 'Members: By role')).toHaveTextContent('32');
      expect(api.requestsTo(statsEndpoints.getOrganizationStats)).toHaveLength(2);
      expect(api.requestsTo(organizationEndpoints.getOrganization)).toHaveLength(2);
    });

    it('asks, beside the account, for what it showed the same user last time, and not again once the account answers', async () => {
      api = stubAccount(stubApi(), operatorOf(demoOrganization.id, southOrganization.id));
      stubOnCall(stubOrganization(api, demoOrganization), demoOrganization.id);
      stubOnCall(stubOrganization(api, southOrganization), southOrganization.id);
      api.on(statsEndpoints.getOrganizationStats, { answer: demoStats });
      const statsAsked = () =>
        api.requestsTo(statsEndpoints.getOrganizationStats).map(({ params }) => params);
      const lastStart = createQueryClient();
      prefetchDashboardFigures(lastStart);
      await lastStart.fetchQuery(accountBundleQueryOptions());
      await waitFor(() => expect(statsAsked()).toHaveLength(2));

      const nextStart = createQueryClient();
      prefetchDashboardFigures(nextStart);
      // The account has not answered yet: the session alone names the user.
      await waitFor(() => expect(statsAsked()).toHaveLength(4));
      expect(statsAsked().slice(2)).toEqual([
        { organizationId: demoOrganization.id },
        { organizationId: southOrganization.id },
      ]);
      await nextStart.fetchQuery(accountBundleQueryOptions());
      await renderPage(<DashboardPage />, { path: routes.dashboard(), queryClient: nextStart });
      const demo = await section('Hospicjum Demo');
      expect(figure(demo, 'Beneficiaries', 'Members: By role')).toHaveTextContent('32');
      expect(statsAsked()).toHaveLength(4);
    });

    it('guesses nothing for another user, and waits for a session that starts after it', async () => {
      api = stubAccount(stubApi(), operatorOf(demoOrganization.id));
      stubOnCall(stubOrganization(api, demoOrganization), demoOrganization.id);
      api.on(statsEndpoints.getOrganizationStats, { answer: demoStats });
      const lastStart = createQueryClient();
      prefetchDashboardFigures(lastStart);
      await lastStart.fetchQuery(accountBundleQueryOptions());
      await waitFor(() =>
        expect(api.requestsTo(statsEndpoints.getOrganizationStats)).toHaveLength(1),
      );

      signInAs({ ...operatorInfo, id: 'c0ffee00-0000-4000-8000-000000000001' });
      prefetchDashboardFigures(createQueryClient());
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(api.requestsTo(statsEndpoints.getOrganizationStats)).toHaveLength(1);

      useAuthStore.setState({ ...signedOutState, status: 'loading' }, true);
      prefetchDashboardFigures(createQueryClient());
      signInAs();
      await waitFor(() =>
        expect(api.requestsTo(statsEndpoints.getOrganizationStats)).toHaveLength(2),
      );
    });

    it('asks an admin’s count of organizations', async () => {
      api = stubAccount(stubApi(), { ...noPermissions, isAdmin: true });
      api.on(organizationEndpoints.listAdminOrganizations, {
        answer: { items: [], pagination: { page: 1, limit: 1, isLast: false, total: 12 } },
      });
      const queryClient = createQueryClient();
      // The account is already loaded when the page's code arrives.
      await queryClient.fetchQuery(accountBundleQueryOptions());

      prefetchDashboardFigures(queryClient);

      await waitFor(() =>
        expect(api.requestsTo(organizationEndpoints.listAdminOrganizations)).toHaveLength(1),
      );
      expect(api.requestsTo(statsEndpoints.getOrganizationStats)).toHaveLength(0);
    });
  });
});

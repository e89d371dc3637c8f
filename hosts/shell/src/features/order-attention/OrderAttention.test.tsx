/// <reference types="@testing-library/jest-dom" />
import {
  type OnCallNow,
  organizationSettingsEndpoints,
} from '@care/contracts/organization-settings';
import {
  type OrderAttentionCounts,
  orderAttentionEndpoints,
} from '@care/contracts/order-attention';
import { scheduleEndpoints } from '@care/contracts/schedule';
import { statsEndpoints } from '@care/contracts/stats';
import { organizationScopes, routes } from '@care/platform';
import { stubApi, type ApiStub } from '@care/testing';
import { screen, waitFor, within } from '@testing-library/react';
import {
  demoOrganization,
  operatorOf,
  signInAs,
  stubAccount,
  stubOrganization,
} from '../../app/testing/fixtures';
import { renderPage } from '../../app/testing/render';
import { DashboardPage } from '../dashboard/DashboardPage';
import { SidebarNav } from '../layout/SidebarNav';

jest.setTimeout(20_000);

// The federation runtime fetches remotes over the network: the boundary replaced here.
jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: jest.fn(() => new Promise(() => undefined)),
  registerRemotes: jest.fn(),
}));

const late: OrderAttentionCounts = {
  total: 3,
  NOT_ACCEPTED: 2,
  NOT_ASSIGNED: 1,
  PAST_PREFERRED_DATE: 1,
};
const ordersPath = routes.orders({ id: demoOrganization.id });
const attentionPath = `${ordersPath}?attention=true`;

let api: ApiStub;
const stubAttention = (...answers: OrderAttentionCounts[]) => {
  for (const answer of answers)
    api.on(orderAttentionEndpoints.getOrderAttention, {
      params: { organizationId: demoOrganization.id },
      answer,
    });
};

describe('orders that need attention in the panel', () => {
  beforeEach(() => {
    signInAs();
    api = stubOrganization(
      stubAccount(stubApi(), operatorOf(demoOrganization.id)),
      demoOrganization,
    );
  });

  it('groups them per reason on the dashboard, each a link to the list narrowed to them', async () => {
    const onCall: OnCallNow = { everyOperator: true, operators: [] };
    api
      .on(organizationSettingsEndpoints.getOnCallNow, { answer: onCall })
      .on(scheduleEndpoints.getSchedule, {
        answer: {
          from: '2026-12-01',
          to: '2026-12-03',
          timeZone: 'Europe/Warsaw',
          items: [],
          truncated: false,
        },
      })
      .on(statsEndpoints.getOrganizationStats, {
        answer: {
          sinceYesterday: {
            from: '2026-12-01T23:00:00.000Z',
            day: '2026-12-02',
            orders: 0,
            members: 0,
          },
          members: {
            byRole: { OPERATOR: 1, ASSISTANT: 0, BENEFICIARY: 0 },
            byStatus: { PENDING: 0, ACCEPTED: 1, REJECTED: 0, DEACTIVATED: 0, INACTIVE: 0 },
          },
          invitations: { pending: 0 },
          orders: {
            byStatus: {
              NEW: 2,
              ACCEPTED: 1,
              IN_PROGRESS: 0,
              HANDLED: 0,
              REJECTED: 0,
              CANCELLED: 0,
            },
            attention: late,
            perDay: [],
            waitingLongest: [],
          },
        },
      });
    stubAttention(late);

    await renderPage(<DashboardPage />, { path: routes.dashboard() });

    const group = within(
      (await screen.findByRole('heading', { name: 'Needs attention' })).closest(
        'section',
      ) as HTMLElement,
    );
    const notAccepted = await group.findByRole('link', { name: 'Not accepted in time' });
    // Each reason opens the list narrowed to that reason, whose total is its figure.
    expect(notAccepted).toHaveAttribute('href', `${ordersPath}?attention=NOT_ACCEPTED`);
    expect(notAccepted.closest('dt')?.nextElementSibling).toHaveTextContent('2');
    expect(group.getByRole('link', { name: 'Not assigned in time' })).toHaveAttribute(
      'href',
      `${ordersPath}?attention=NOT_ASSIGNED`,
    );
    expect(
      group.getByRole('link', { name: 'Past the preferred date' }).closest('dt')
        ?.nextElementSibling,
    ).toHaveTextContent('1');
    // The list's total, not the sum of the reasons: an order may be late for two of them.
    expect(group.getByRole('link', { name: 'Show all 3 orders' })).toHaveAttribute(
      'href',
      attentionPath,
    );
  });

  it('badges the orders entry of the sidebar, 99+ above 99, and refreshes it when the orders change', async () => {
    stubAttention(late, { ...late, total: 150 });

    const { queryClient } = await renderPage(<SidebarNav />);

    const orders = await screen.findByRole('link', { name: 'Orders (3 orders need attention)' });
    expect(within(orders).getByTestId('count-badge')).toHaveTextContent('3');

    // What the orders remote's mutations do after a change of an order.
    await queryClient.invalidateQueries({
      queryKey: [organizationScopes.orders, demoOrganization.id],
    });
    await waitFor(() =>
      expect(
        screen.getByRole('link', { name: 'Orders (150 orders need attention)' }),
      ).toBeInTheDocument(),
    );
    expect(
      within(screen.getByRole('link', { name: /^Orders/ })).getByTestId('count-badge'),
    ).toHaveTextContent('99+');
    expect(api.requestsTo(orderAttentionEndpoints.getOrderAttention)).toHaveLength(2);
  });

  it('leaves the entry plain when no order needs attention', async () => {
    stubAttention({ total: 0, NOT_ACCEPTED: 0, NOT_ASSIGNED: 0, PAST_PREFERRED_DATE: 0 });
    await renderPage(<SidebarNav />);
    await waitFor(() =>
      expect(api.requestsTo(orderAttentionEndpoints.getOrderAttention)).toHaveLength(1),
    );
    const orders = await screen.findByRole('link', { name: 'Orders' });
    expect(within(orders).queryByTestId('count-badge')).not.toBeInTheDocument();
  });
});

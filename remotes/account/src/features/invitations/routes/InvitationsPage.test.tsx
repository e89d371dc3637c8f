/// <reference types="@testing-library/jest-dom" />
import { accountEndpoints, type Permissions } from '@care/contracts/account';
import { invitationEndpoints, type OwnMember } from '@care/contracts/member';
import { notificationEndpoints } from '@care/contracts/notification';
import { problemTypes } from '@care/contracts/problem';
import { queryKeys, routePatterns, routes } from '@care/platform';
import type { QueryClient } from '@care/platform/query';
import { problem } from '@care/testing';
import { screen, waitFor, within } from '@testing-library/react';
import {
  invitation,
  noRole,
  organization,
  ownPerson,
  renderAccountApp,
  stubAccount,
  stubInvitations,
} from '../../../testing/render-account-app';

jest.setTimeout(30_000);

const pending = invitation();
const operatorOfDemo: Permissions = {
  ...noRole,
  operator: { [organization.id]: { memberId: pending.id, isSuperOperator: false } },
};
const beneficiaryOfDemo: Permissions = {
  ...noRole,
  beneficiary: { [organization.id]: { memberIds: [pending.id] } },
};

/**
 * What the shell shows beside the page: the profile badge's pending count and the bell's unread
 * count, cached as the shell caches them; an answer must make both stale.
 */
function seedShellCounts(queryClient: QueryClient) {
  queryClient.setQueryData(queryKeys.invitationCount('PENDING'), { count: 1 });
  queryClient.setQueryData(queryKeys.notificationCount(), { count: 2 });
}
const isStale = (queryClient: QueryClient, key: readonly unknown[]) =>
  queryClient.getQueryState(key)?.isInvalidated;

const card = () => screen.findByRole('article', { name: organization.name });

/** The answer counts and the notification count the badge and bell show. */
function stubCounts(api: Parameters<NonNullable<Parameters<typeof renderAccountApp>[2]>>[0]) {
  api
    .on(invitationEndpoints.countInvitations, { answer: { count: 1 } })
    .on(invitationEndpoints.countInvitations, { answer: { count: 0 } })
    .on(notificationEndpoints.countNotifications, { answer: { count: 0 } });
}

describe('membership invitations', () => {
  it('shows a pending invitation with its organization, role, account kind and time', async () => {
    await renderAccountApp(routePatterns.invitations, routes.invitations(), (api) =>
      stubInvitations(stubAccount(api), 'PENDING', [pending]),
    );
    const shown = await card();
    expect(within(shown).getByText('Operator · Own account')).toBeInTheDocument();
    expect(within(shown).getByText('5 minutes ago')).toBeInTheDocument();
    expect(within(shown).getByText('Pending')).toBeInTheDocument();
    expect(within(shown).getByText('Invited by Olga Operatorska')).toBeInTheDocument();
  });

  it('names the administrator who created the organization as the one who invited, in Polish', async () => {
    const fromAdministrator = invitation({
      invitedBy: { firstName: 'Adam', lastName: 'Admiński', isAdministrator: true },
    });
    await renderAccountApp(
      routePatterns.invitations,
      routes.invitations(),
      (api) => stubInvitations(stubAccount(api), 'PENDING', [fromAdministrator]),
      'pl',
    );
    const shown = await card();
    expect(
      within(shown).getByText('Zaproszenie od administratora: Adam Admiński'),
    ).toBeInTheDocument();
  });

  it('leaves out who sent it when that account is gone', async () => {
    await renderAccountApp(routePatterns.invitations, routes.invitations(), (api) =>
      stubInvitations(stubAccount(api), 'PENDING', [invitation({ invitedBy: null })]),
    );
    const shown = await card();
    expect(within(shown).getByText('Operator · Own account')).toBeInTheDocument();
    expect(within(shown).queryByText(/Invited by/)).not.toBeInTheDocument();
  });

  it('names the statuses in Polish with the one word each has across the panel', async () => {
    await renderAccountApp(
      routePatterns.invitations,
      routes.invitations(),
      (api) => stubInvitations(stubAccount(api), 'PENDING', [pending]),
      'pl',
    );
    const shown = await card();
    expect(within(shown).getByText('Oczekujące')).toBeInTheDocument();
    const filter = screen.getByRole('group', { name: 'Pokaż zaproszenia' });
    expect(
      within(filter)
        .getAllByRole('button')
        .map((tab) => tab.textContent),
    ).toEqual(['Oczekujące', 'Przyjęte', 'Odrzucone']);
  });

  it('accepts an operator invitation at once, refetches what counts it and opens the organization', async () => {
    const { user, api, router, queryClient } = await renderAccountApp(
      routePatterns.invitations,
      routes.invitations(),
      (stub) => {
        stubInvitations(
          stubAccount(stub, { permissions: [noRole, operatorOfDemo] }),
          'PENDING',
          [pending],
          [],
        );
        stub.on(invitationEndpoints.answerInvitation, {
          params: { invitationId: pending.id },
          answer: acceptedMember(),
        });
        stubCounts(stub);
      },
    );
    seedShellCounts(queryClient);
    await user.click(within(await card()).getByRole('button', { name: 'Accept' }));

    await waitFor(() =>
      expect(router.state.location.pathname).toBe(routes.organization({ id: organization.id })),
    );
    const [answer] = api.requestsTo(invitationEndpoints.answerInvitation, {
      invitationId: pending.id,
    });
    expect(answer!.body).toEqual({ personId: ownPerson.id, status: 'ACCEPTED' });
    expect(api.requestsTo(invitationEndpoints.listInvitations)).toHaveLength(2);
    expect(isStale(queryClient, queryKeys.invitationCount('PENDING'))).toBe(true);
    expect(isStale(queryClient, queryKeys.notificationCount())).toBe(true);
    // The new permissions arrived before the navigation: the sidebar lists the organization.
    expect(api.requestsTo(accountEndpoints.getPermissions)).toHaveLength(2);
    expect(await screen.findByText('The invitation was accepted.')).toBeInTheDocument();
  });

  it('sends a beneficiary to the mobile app page once accepted', async () => {
    const beneficiaryInvitation = invitation({ role: 'BENEFICIARY' });
    const { user, router } = await renderAccountApp(
      routePatterns.invitations,
      routes.invitations(),
      (stub) => {
        stubInvitations(
          stubAccount(stub, { permissions: [noRole, beneficiaryOfDemo] }),
          'PENDING',
          [beneficiaryInvitation],
          [],
        );
        stub.on(invitationEndpoints.answerInvitation, {
          answer: acceptedMember({ role: 'BENEFICIARY' }),
        });
        stubCounts(stub);
      },
    );
    await user.click(within(await card()).getByRole('button', { name: 'Accept' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(routes.mobile()));
  });

  it('rejects only after a confirmation, refetches, and stays on the invitations', async () => {
    const { user, api, router, queryClient } = await renderAccountApp(
      routePatterns.invitations,
      routes.invitations(),
      (stub) => {
        stubInvitations(
          stubAccount(stub, { permissions: [noRole, noRole] }),
          'PENDING',
          [pending],
          [],
        );
        stub.on(invitationEndpoints.answerInvitation, {
          answer: acceptedMember({ status: 'REJECTED' }),
        });
        stubCounts(stub);
      },
    );
    seedShellCounts(queryClient);
    await user.click(within(await card()).getByRole('button', { name: 'Reject' }));
    const dialog = await screen.findByRole('alertdialog', {
      name: `Reject the invitation of ${organization.name}?`,
    });
    expect(api.requestsTo(invitationEndpoints.answerInvitation)).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));

    expect(await screen.findByText('The invitation was rejected.')).toBeInTheDocument();
    expect(api.requestsTo(invitationEndpoints.answerInvitation)[0]!.body).toEqual({
      personId: ownPerson.id,
      status: 'REJECTED',
    });
    expect(await screen.findByText('No pending invitations')).toBeInTheDocument();
    expect(isStale(queryClient, queryKeys.invitationCount('PENDING'))).toBe(true);
    expect(isStale(queryClient, queryKeys.notificationCount())).toBe(true);
    expect(api.requestsTo(accountEndpoints.getPermissions)).toHaveLength(2);
    expect(router.state.location.pathname).toBe(routes.invitations());
    // Still no role: the ways out stay offered.
    expect(screen.getByRole('button', { name: 'Sign out' })).toBeInTheDocument();
  });

  it('says why an accept failed, in the error toast, and refetches the list', async () => {
    const { user, api } = await renderAccountApp(
      routePatterns.invitations,
      routes.invitations(),
      (stub) => {
        stubInvitations(
          stubAccount(stub, { permissions: [noRole, noRole] }),
          'PENDING',
          [pending],
          [],
        );
        stub.on(invitationEndpoints.answerInvitation, {
          answer: problem(409, problemTypes.invalidTransition, {
            detail: 'Only a pending invitation can be answered.',
          }),
        });
        stubCounts(stub);
      },
    );
    await user.click(within(await card()).getByRole('button', { name: 'Accept' }));
    expect(
      await screen.findByText('Only a pending invitation can be answered.'),
    ).toBeInTheDocument();
    expect(screen.getByText('Error')).toBeInTheDocument();
    await waitFor(() =>
      expect(api.requestsTo(invitationEndpoints.listInvitations)).toHaveLength(2),
    );
  });

  it('lets a guardian add the person the invitation names and accept for them', async () => {
    const guardianInvitation = invitation({
      role: 'BENEFICIARY',
      accountOwnerType: 'GUARDIAN_ACCOUNT',
      firstName: 'Jan',
      lastName: 'Nowak',
    });
    const ward = {
      id: '1b2c3d4e-5f60-4718-8293-a4b5c6d7e8f9',
      firstName: 'Jan',
      lastName: 'Nowak',
      isOwn: false,
    };
    const { user, api } = await renderAccountApp(
      routePatterns.profile,
      routes.profileInvitations(),
      (stub) => {
        stubInvitations(
          stubAccount(stub, { permissions: [noRole, beneficiaryOfDemo] }),
          'PENDING',
          [guardianInvitation],
          [],
        );
        stub.on(accountEndpoints.addPerson, { answer: ward });
        stub.on(invitationEndpoints.answerInvitation, {
          answer: acceptedMember({ personId: ward.id }),
        });
        stubCounts(stub);
      },
    );
    const shown = await card();
    expect(within(shown).getByText(/Guardian account · for Jan Nowak/)).toBeInTheDocument();
    await user.click(within(shown).getByRole('button', { name: 'Accept' }));

    const dialog = await screen.findByRole('dialog', { name: 'Whom do you accept for?' });
    // Nobody chosen yet: the account holder is listed, the ward is not.
    expect(within(dialog).getByRole('radio', { name: 'Zofia Nowak (you)' })).not.toBeChecked();
    expect(within(dialog).getByRole('button', { name: 'Accept' })).toBeDisabled();
    expect(within(dialog).getByRole('textbox', { name: 'First name' })).toHaveValue('Jan');

    await user.click(within(dialog).getByRole('button', { name: 'Add person' }));
    await waitFor(() =>
      expect(within(dialog).getByRole('radio', { name: 'Jan Nowak' })).toBeChecked(),
    );
    expect(api.requestsTo(accountEndpoints.addPerson)[0]!.body).toEqual({
      firstName: 'Jan',
      lastName: 'Nowak',
    });
    await user.click(within(dialog).getByRole('button', { name: 'Accept' }));

    expect(await screen.findByText('The invitation was accepted.')).toBeInTheDocument();
    expect(api.requestsTo(invitationEndpoints.answerInvitation)[0]!.body).toEqual({
      personId: ward.id,
      status: 'ACCEPTED',
    });
  });
});

function acceptedMember(overrides: Partial<OwnMember> = {}): OwnMember {
  return {
    id: pending.id,
    organizationId: organization.id,
    accountOwnerType: 'OWN_ACCOUNT',
    status: 'ACCEPTED',
    accountEmail: 'zofia.nowak@care.test',
    firstName: 'Zofia',
    lastName: 'Nowak',
    createdAt: pending.createdAt,
    role: 'OPERATOR',
    isSuperOperator: false,
    startDate: pending.createdAt,
    tags: [],
    personId: ownPerson.id,
    invitationDelivery: 'SENT',
    phone: null,
    address: null,
    formOfAddress: null,
    version: 2,
    ...overrides,
  };
}

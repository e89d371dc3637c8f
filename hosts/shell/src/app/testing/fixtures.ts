import { accountEndpoints, type AccountInfo, type Permissions } from '@care/contracts/account';
import { invitationEndpoints } from '@care/contracts/member';
import { notificationEndpoints } from '@care/contracts/notification';
import { organizationEndpoints } from '@care/contracts/organization';
import { orderAttentionEndpoints } from '@care/contracts/order-attention';
import { defaultOrganizationSettings } from '@care/contracts/organization-settings';
import { useAuthStore } from '@care/platform';
import type { ApiStub, StubAnswer } from '@care/testing';

export const demoOrganization = {
  id: '0b7f3c8e-6a43-4f1e-9d8e-2f4b0e2d9a11',
  name: 'Hospicjum Demo',
};
export const southOrganization = {
  id: '7c1d2e3f-4a5b-4c6d-8e7f-9a0b1c2d3e4f',
  name: 'Hospicjum Południe',
};
const memberId = '5d1e6f10-2b9a-4c5d-8e7f-0a1b2c3d4e5f';

export const operatorInfo: AccountInfo = {
  id: '9a8b7c6d-5e4f-4a3b-9c2d-1e0f9a8b7c6d',
  firstName: 'Olga',
  lastName: 'Operator',
  email: 'operator@care.test',
  isPolicyAccepted: true,
  formOfAddress: null,
  policiesToAccept: [],
  policyVersions: { privacy: '2026-12-01', terms: '2026-12-01' },
  policiesAcceptedAt: '2025-01-01T10:00:00.000Z',
  createdAt: '2025-01-01T10:00:00.000Z',
};

export const noPermissions: Permissions = {
  isAdmin: false,
  operator: {},
  beneficiary: {},
  assistant: {},
};

export const operatorOf = (...organizationIds: string[]): Permissions => ({
  ...noPermissions,
  operator: Object.fromEntries(
    organizationIds.map((id) => [id, { memberId, isSuperOperator: true }]),
  ),
});

export const beneficiaryOf = (organizationId: string): Permissions => ({
  ...noPermissions,
  beneficiary: { [organizationId]: { memberIds: [memberId] } },
});

/** The API answers the three calls of the account bundle. */
export function stubAccount(
  api: ApiStub,
  permissions: StubAnswer<typeof accountEndpoints.getPermissions>,
  info: AccountInfo = operatorInfo,
): ApiStub {
  return api
    .on(accountEndpoints.getMe, { answer: info })
    .on(accountEndpoints.getPermissions, { answer: permissions })
    .on(accountEndpoints.listPersons, { answer: { items: [] } })
    .on(orderAttentionEndpoints.getOrderAttention, { answer: noOrderNeedsAttention });
}

/** What the sidebar's and the dashboard's attention counts read unless a test says otherwise. */
export const noOrderNeedsAttention = {
  total: 0,
  NOT_ACCEPTED: 0,
  NOT_ASSIGNED: 0,
  PAST_PREFERRED_DATE: 0,
};

/**
 * The API answers what the signed-in frame asks for itself: the counts it shows (unread
 * notifications, pending invitations) and how long it may stay idle.
 */
export const stubCounts = (api: ApiStub, { notifications = 0, invitations = 0 } = {}) =>
  api
    .on(notificationEndpoints.countNotifications, { answer: { count: notifications } })
    .on(invitationEndpoints.countInvitations, { answer: { count: invitations } })
    .on(accountEndpoints.getSessionPolicy, {
      answer: { idleSignOutMinutes: defaultOrganizationSettings.idleSignOutMinutes },
    });

/** The API answers the organization's name. */
export const stubOrganization = (api: ApiStub, organization: { id: string; name: string }) =>
  api.on(organizationEndpoints.getOrganization, {
    params: { organizationId: organization.id },
    answer: organization,
  });

/** The session the identity service would report for a registered, verified user. */
export function signInAs(
  info: AccountInfo = operatorInfo,
  claims = { email_verified: true, internalId: info.id },
) {
  useAuthStore.setState(
    {
      status: 'signedIn',
      user: { uid: `uid-${info.id}`, email: info.email, displayName: null },
      claims,
    },
    true,
  );
}

import type {
  AssistantCandidate,
  AssistantCandidateList,
} from '@care/contracts/assistant-candidate';
import type { MemberDetails } from '@care/contracts/member';
import {
  type ListedOrder,
  type OperatorOrder,
  type OrderCounts,
  orderEndpoints,
  type OrderList,
} from '@care/contracts/order';
import { type Outpost, outpostEndpoints } from '@care/contracts/outpost';
import { routePatterns, useAuthStore } from '@care/platform';
import { renderRemote, type ApiStub } from '@care/testing';
import App from '../../../App';

export const ORGANIZATION_ID = '7f1c2a34-5b6d-4e8f-9a0b-1c2d3e4f5a6b';
/** The signed-in operator's account. */
export const ACCOUNT_ID = '0a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d';

/** A page of the orders area of the test organization, e.g. `ordersPath('/<id>')`. */
export const ordersPath = (suffix = '') => `/organization/${ORGANIZATION_ID}/orders${suffix}`;

const outpost = (id: string, name: string): Outpost => ({
  id,
  name,
  type: 'HOSPICE_HOME',
  address: { street: 'ul. Lipowa 12', city: 'Kraków', postalCode: '30-702', country: 'PL' },
  website: null,
  phone: '+48126543210',
  email: 'zespol@hospicjum.example.org',
  openingHours: null,
  logoUrl: null,
  version: 1,
});
/** The organization's outposts, by name as the API sorts them. */
export const northTeam = outpost('5a1e3b2c-4d5e-4f60-8a7b-9c0d1e2f3a41', 'Zespół Północ');
export const southTeam = outpost('6b2f4c3d-5e6f-4a71-9b8c-0d1e2f3a4b52', 'Zespół Południe');

/**
 * The remote as the shell mounts it, at `url`, signed in, with the API answering as `api` says.
 * Opening an order's page records the opening (204) without each test saying so; a test reads
 * those calls with `api.requestsTo(orderEndpoints.markOrderOpened)`. The organization has the
 * two outposts above, which the schedule's filter offers.
 */
export function renderOrdersApp(
  url: string,
  api?: (stub: ApiStub) => void,
  language: 'pl' | 'en' = 'en',
) {
  useAuthStore.setState({
    status: 'signedIn',
    user: { uid: 'firebase-uid', email: 'operator@care.test', displayName: null },
    claims: { internalId: ACCOUNT_ID, email_verified: true },
  });
  return renderRemote(App, {
    mountPath: routePatterns.orders,
    url,
    api: (stub) => {
      stub
        .on(orderEndpoints.markOrderOpened, {})
        .on(outpostEndpoints.listOutposts, { answer: { items: [southTeam, northTeam] } });
      api?.(stub);
    },
    language,
  });
}

const operator = {
  accountId: ACCOUNT_ID,
  firstName: 'Olga',
  lastName: 'Operator',
  formOfAddress: null,
};

/**
 * jsdom lays nothing out: a picker's popup would find every option hidden, and has nothing to
 * scroll into view. Call in `beforeAll`.
 */
export function standInForPopupLayout() {
  jest
    .spyOn(HTMLElement.prototype, 'getClientRects')
    .mockReturnValue([new DOMRect(0, 0, 10, 10)] as unknown as DOMRectList);
  Element.prototype.scrollIntoView ??= () => undefined;
}

/** A NEW order of Anna Nowak's, just sent. */
export const newOrder: OperatorOrder = {
  id: '1a2b3c4d-5e6f-4a1b-8c2d-3e4f5a6b7c8d',
  organizationId: ORGANIZATION_ID,
  number: 'Z-2026-0042',
  beneficiary: {
    memberId: '2b3c4d5e-6f7a-4b1c-8d2e-4f5a6b7c8d9e',
    firstName: 'Anna',
    lastName: 'Nowak',
    phone: '+48600100200',
    accountOwnerType: 'GUARDIAN_ACCOUNT',
  },
  type: 'VISIT',
  description: 'Wizyta pielęgniarska, zmiana opatrunku.',
  preferredDate: '2026-03-02T10:00:00.000Z',
  preferredWindow: { from: '09:00', to: '11:30' },
  address: 'ul. Długa 5, Kraków',
  place: null,
  status: 'NEW',
  rejectionReason: null,
  outcome: null,
  assistants: [],
  history: [{ status: 'NEW', at: '2026-03-01T08:00:00.000Z', actor: null, outcome: null }],
  createdAt: '2026-03-01T08:00:00.000Z',
  updatedAt: '2026-03-01T08:00:00.000Z',
  version: 1,
  attention: [],
};

/** The same kind of order, accepted by the operator, one assistant asked and one who accepted. */
export const acceptedOrder: OperatorOrder = {
  ...newOrder,
  id: '3c4d5e6f-7a8b-4c1d-8e2f-5a6b7c8d9e0f',
  number: 'Z-2026-0041',
  type: 'EQUIPMENT',
  preferredDate: null,
  preferredWindow: null,
  address: null,
  // Placed without an address: the person's home, as it was then.
  place: {
    street: 'ul. Kwiatowa',
    building: '7',
    apartment: '2',
    postalCode: '31-147',
    city: 'Kraków',
    accessNotes: 'Domofon 2, pies w ogrodzie',
  },
  beneficiary: { ...newOrder.beneficiary, phone: null, accountOwnerType: 'OWN_ACCOUNT' },
  status: 'IN_PROGRESS',
  assistants: [
    {
      memberId: '4d5e6f7a-8b9c-4d1e-8f2a-6b7c8d9e0f1a',
      firstName: 'Adam',
      lastName: 'Asystent',
      status: 'ACCEPTED',
    },
    {
      memberId: '5e6f7a8b-9c0d-4e1f-8a2b-7c8d9e0f1a2b',
      firstName: 'Ewa',
      lastName: 'Wolna',
      status: 'DECLINED',
    },
  ],
  history: [
    { status: 'NEW', at: '2026-02-27T08:00:00.000Z', actor: null, outcome: null },
    { status: 'ACCEPTED', at: '2026-02-27T09:00:00.000Z', actor: operator, outcome: null },
    {
      status: 'IN_PROGRESS',
      at: '2026-02-27T10:00:00.000Z',
      actor: {
        accountId: '6f7a8b9c-0d1e-4f2a-8b3c-8d9e0f1a2b3c',
        firstName: 'Adam',
        lastName: 'Asystent',
        formOfAddress: null,
      },
      outcome: null,
    },
  ],
  version: 4,
};

export const noCounts: OrderCounts = {
  NEW: 0,
  ACCEPTED: 0,
  IN_PROGRESS: 0,
  HANDLED: 0,
  REJECTED: 0,
  CANCELLED: 0,
};

/** A page of the list; an order counts as not opened by the caller unless it says so. */
export const orderPage = (
  items: (OperatorOrder & Partial<Pick<ListedOrder, 'openedByMe'>>)[],
  counts: Partial<OrderCounts> = {},
): OrderList => ({
  items: items.map((order) => ({ ...order, openedByMe: order.openedByMe ?? false })),
  pagination: { page: 1, limit: 10, total: items.length, isLast: true },
  counts: { ...noCounts, ...counts },
});

export const assistant = (id: string, firstName: string, lastName: string): MemberDetails => ({
  id,
  organizationId: ORGANIZATION_ID,
  personId: null,
  invitationDelivery: 'SENT',
  phone: null,
  address: null,
  formOfAddress: null,
  careNotes: null,
  contacts: [],
  homeOutpostId: null,
  accountOwnerType: 'OWN_ACCOUNT',
  status: 'ACCEPTED',
  accountEmail: `${firstName.toLowerCase()}@care.test`,
  firstName,
  lastName,
  createdAt: '2026-01-01T08:00:00.000Z',
  role: 'ASSISTANT',
  isSuperOperator: false,
  startDate: '2026-01-01T08:00:00.000Z',
  tags: [],
  version: 1,
});

export const page = <T>(items: T[]) => ({
  items,
  pagination: { page: 1, limit: 20, total: items.length, isLast: true },
});

/** An assistant the order may be given to, with no open orders unless `load` says otherwise. */
export const candidate = (
  memberId: string,
  firstName: string,
  lastName: string,
  load: Partial<AssistantCandidate> = {},
): AssistantCandidate => ({
  memberId,
  firstName,
  lastName,
  tags: [],
  openOrders: 0,
  sameDayOrders: 0,
  overlaps: [],
  ...load,
});

export const candidates = (items: AssistantCandidate[]): AssistantCandidateList => ({
  items,
  truncated: false,
});

/** What the assistant picker of a page that does not use it is answered. */
export const noCandidates = candidates([]);

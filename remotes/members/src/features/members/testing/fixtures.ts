import type { AccountInfo, Permissions } from '@care/contracts/account';
import type { MemberDetails } from '@care/contracts/member';
import { orderStatuses, type ListedOrder, type OrderList } from '@care/contracts/order';
import type { Outpost } from '@care/contracts/outpost';
import type { StoredTag } from '@care/contracts/tag';

export const ORGANIZATION_ID = '7f1c2a34-5b6d-4e8f-9a0b-1c2d3e4f5a6b';
/** A page of the members area of the test organization, e.g. `membersPath('/members/new')`. */
export const membersPath = (suffix = '') => `/organization/${ORGANIZATION_ID}${suffix}`;
export const memberPath = (memberId: string, query = '') =>
  `/organization/${ORGANIZATION_ID}/members/${memberId}${query}`;

export const storedTags: StoredTag[] = [
  {
    id: '0b9f6b7e-1c1d-4c4e-9a51-3b0f6f0e2d11',
    name: 'Home care',
    abbr: 'HOME',
    description: 'Visits at home',
    color: '2b6cb0',
    textColor: 'ffffff',
    icon: 'home',
    version: 1,
  },
  {
    id: '5c4d3e2f-1a0b-4c9d-8e7f-6a5b4c3d2e1f',
    name: 'Pain management',
    abbr: 'PAIN',
    description: 'Needs regular pain assessment',
    color: 'f6e05e',
    textColor: null,
    icon: 'pill',
    version: 3,
  },
];
const [homeCare] = storedTags;

const outpost = (id: string, name: string, type: Outpost['type']): Outpost => ({
  id,
  name,
  type,
  address: { street: 'ul. Lipowa 12', city: 'Kraków', postalCode: '30-702', country: 'PL' },
  website: null,
  phone: '+48126543210',
  email: 'zespol@hospicjum.example.org',
  openingHours: null,
  logoUrl: null,
  version: 1,
});
/** The organization's outposts, as the API sorts them: by name. */
export const storedOutposts: Outpost[] = [
  outpost('5a1e3b2c-4d5e-4f60-8a7b-9c0d1e2f3a41', 'Hospicjum stacjonarne', 'HOSPICE_INPATIENT'),
  outpost('6b2f4c3d-5e6f-4a71-9b8c-0d1e2f3a4b52', 'Zespół opieki domowej', 'HOSPICE_HOME'),
];

const memberOf = (
  index: number,
  firstName: string,
  lastName: string,
  changes: Partial<MemberDetails> = {},
): MemberDetails => ({
  id: `9a1b2c3d-4e5f-4a6b-8c7d-${String(index).padStart(12, '0')}`,
  organizationId: ORGANIZATION_ID,
  accountOwnerType: 'OWN_ACCOUNT',
  status: 'ACCEPTED',
  accountEmail: `${firstName}.${lastName}@example.org`
    .toLowerCase()
    .normalize('NFD')
    .replace(/\p{Mn}/gu, '')
    .replace(/ł/g, 'l'),
  firstName,
  lastName,
  createdAt: '2026-03-02T09:15:00.000Z',
  role: 'BENEFICIARY',
  isSuperOperator: false,
  startDate: '2026-03-02T09:15:00.000Z',
  tags: [],
  personId: null,
  version: 1,
  invitationDelivery: 'SENT',
  phone: null,
  address: null,
  formOfAddress: null,
  careNotes: null,
  contacts: [],
  homeOutpostId: null,
  ...changes,
});

/** The signed-in super operator's own membership. */
export const me = memberOf(1, 'Olga', 'Operator', {
  role: 'OPERATOR',
  isSuperOperator: true,
  accountEmail: 'operator@care.test',
});
export const anna = memberOf(2, 'Anna', 'Nowak', {
  tags: [homeCare!],
  phone: '+48600100200',
  accountOwnerType: 'GUARDIAN_ACCOUNT',
});
export const piotr = memberOf(3, 'Piotr', 'Kowalski', { status: 'PENDING', role: 'ASSISTANT' });
export const ewa = memberOf(4, 'Ewa', 'Zielińska', { status: 'DEACTIVATED' });
export const jan = memberOf(5, 'Jan', 'Wiśniewski', {
  status: 'PENDING',
  invitationDelivery: 'ERROR',
});
export const marta = memberOf(6, 'Marta', 'Lewandowska', { status: 'REJECTED' });
export const otherOperator = memberOf(7, 'Oskar', 'Operatorski', { role: 'OPERATOR' });

/** Members as the API answers a first page of them, sorted by last name. */
export const members: MemberDetails[] = [piotr, marta, anna, me, otherOperator, jan, ewa];

export const pageOf = (
  items: MemberDetails[],
  { page = 1, limit = 10, total = items.length } = {},
) => ({
  items,
  pagination: { page, limit, total, isLast: page * limit >= total },
});

export const account: AccountInfo = {
  id: 'c1d2e3f4-a5b6-4c7d-8e9f-0a1b2c3d4e5f',
  firstName: me.firstName,
  lastName: me.lastName,
  email: me.accountEmail,
  isPolicyAccepted: true,
  formOfAddress: null,
  policiesToAccept: [],
  policyVersions: { privacy: '2026-12-01', terms: '2026-12-01' },
  policiesAcceptedAt: '2026-01-01T08:00:00.000Z',
  createdAt: '2026-01-01T08:00:00.000Z',
};

export const permissionsOf = ({ isSuperOperator = true } = {}): Permissions => ({
  isAdmin: false,
  operator: { [ORGANIZATION_ID]: { memberId: me.id, isSuperOperator } },
  beneficiary: {},
  assistant: {},
});

/** One of Anna Nowak's orders, the `index`-th of the year. */
export const orderOf = (index: number, changes: Partial<ListedOrder> = {}): ListedOrder => ({
  id: `0c1d2e3f-4a5b-4c6d-8e7f-${String(index).padStart(12, '0')}`,
  organizationId: ORGANIZATION_ID,
  number: `Z-2026-${String(index).padStart(4, '0')}`,
  beneficiary: {
    memberId: anna.id,
    firstName: anna.firstName,
    lastName: anna.lastName,
    phone: anna.phone,
    accountOwnerType: anna.accountOwnerType,
  },
  type: 'VISIT',
  description: 'Wizyta pielęgniarska, zmiana opatrunku.',
  preferredDate: null,
  preferredWindow: null,
  address: null,
  place: null,
  status: 'NEW',
  rejectionReason: null,
  outcome: null,
  assistants: [],
  history: [{ status: 'NEW', at: '2026-03-01T08:00:00.000Z', actor: null, outcome: null }],
  createdAt: '2026-03-01T08:00:00.000Z',
  updatedAt: '2026-03-01T08:00:00.000Z',
  version: 1,
  openedByMe: true,
  attention: [],
  ...changes,
});

/** A page of orders as the operators' list answers it. */
export const ordersPageOf = (
  items: ListedOrder[],
  { page = 1, limit = 10, total = items.length } = {},
): OrderList => ({
  items,
  pagination: { page, limit, total, isLast: page * limit >= total },
  counts: Object.fromEntries(orderStatuses.map((status) => [status, 0])) as OrderList['counts'],
});

export const noOrders = ordersPageOf([]);

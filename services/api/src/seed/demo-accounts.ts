import type { FormOfAddress } from '@care/contracts';

/** Password of every demo account. */
export const demoPassword = 'demo1234';

export interface DemoAccount {
  email: string;
  firstName: string;
  lastName: string;
  emailVerified: boolean;
  /** Has an account in the product (and the internalId claim). */
  registered: boolean;
  isAdmin: boolean;
}

const registeredAccount = (
  email: string,
  firstName: string,
  lastName: string,
  isAdmin = false,
): DemoAccount => ({
  email,
  firstName,
  lastName,
  emailVerified: true,
  registered: true,
  isAdmin,
});

/** The demo accounts of the architecture page; memberships are seeded by the members part. */
export const demoAccounts = {
  admin: registeredAccount('admin@care.test', 'Adam', 'Administrator', true),
  operator: registeredAccount('operator@care.test', 'Olga', 'Operatorska'),
  operator2: registeredAccount('operator2@care.test', 'Oskar', 'Nowicki'),
  otherOperator: registeredAccount('other.operator@care.test', 'Paulina', 'Południowa'),
  beneficiary: registeredAccount('beneficiary@care.test', 'Bogdan', 'Podopieczny'),
  assistant: registeredAccount('assistant@care.test', 'Alicja', 'Asystentka'),
  invited: registeredAccount('invited@care.test', 'Igor', 'Zaproszony'),
  unregistered: {
    email: 'unregistered@care.test',
    firstName: 'Urszula',
    lastName: 'Niezarejestrowana',
    emailVerified: true,
    registered: false,
    isAdmin: false,
  },
  unverified: {
    email: 'unverified@care.test',
    firstName: 'Wiktor',
    lastName: 'Niezweryfikowany',
    emailVerified: false,
    registered: false,
    isAdmin: false,
  },
} satisfies Record<string, DemoAccount>;

export type DemoAccountKey = keyof typeof demoAccounts;

export const demoOrganizations = {
  demo: 'Hospicjum Demo',
  south: 'Hospicjum Południe',
} as const;

export type DemoOrganizationKey = keyof typeof demoOrganizations;

/**
 * Pan or Pani from a demo first name: every woman's name among them (Olga, Alicja, Zofia…) ends in
 * "a" and no man's does (Oskar, Bogdan, Jan…).
 */
export const demoFormOfAddress = (firstName: string): FormOfAddress =>
  firstName.endsWith('a') ? 'PANI' : 'PAN';

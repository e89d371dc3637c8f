import { expect, type Page } from '@playwright/test';
import { pl as shell } from '../../hosts/shell/src/app/i18n/pl';
import { pl as hostKit } from '../../packages/host-kit/src/i18n/pl';
import { currentStack } from './stack';

/** The demo accounts seeded for every run; one password for all. */
export const demoPassword = 'demo1234';
export const demo = {
  operator: 'operator@care.test',
  /** A second (not super) operator of "Hospicjum Demo". */
  operator2: 'operator2@care.test',
  otherOperator: 'other.operator@care.test',
  beneficiary: 'beneficiary@care.test',
  assistant: 'assistant@care.test',
  invited: 'invited@care.test',
  unregistered: 'unregistered@care.test',
  unverified: 'unverified@care.test',
} as const;

export async function signIn(page: Page, email: string, password = demoPassword) {
  await page.goto('/auth/login');
  await page.getByLabel(hostKit.signIn.email).fill(email);
  await page.getByLabel(hostKit.signIn.password, { exact: true }).fill(password);
  await page.getByRole('button', { name: hostKit.signIn.submit }).click();
}

export async function signInAsOperator(page: Page) {
  await signIn(page, demo.operator);
  await expect(page.getByRole('navigation', { name: shell.sidebar.label })).toBeVisible();
}

/** The Auth emulator's own REST API (project demo-care), for what a mailbox would do. */
const emulator = () => `http://127.0.0.1:${currentStack().ports.auth}`;

/** A member's ID token from the Auth emulator, as the mobile app would get it. */
export async function memberToken(email: string): Promise<string> {
  const response = await fetch(
    `${emulator()}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=demo`,
    {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email, password: demoPassword, returnSecureToken: true }),
    },
  );
  const { idToken } = (await response.json()) as { idToken: string };
  return idToken;
}

interface OutOfBandCode {
  email: string;
  oobCode: string;
  oobLink: string;
  requestType: 'VERIFY_EMAIL' | 'PASSWORD_RESET' | 'EMAIL_SIGNIN' | string;
}

/** The e-mails the emulator would have sent to this address, oldest first. */
export async function emailsSentTo(email: string): Promise<OutOfBandCode[]> {
  const response = await fetch(`${emulator()}/emulator/v1/projects/demo-care/oobCodes`);
  const { oobCodes } = (await response.json()) as { oobCodes: OutOfBandCode[] };
  return oobCodes.filter((code) => code.email === email);
}

/** Opens the verification link of the last e-mail sent to this address, as its owner would. */
export async function verifyEmailByLink(email: string) {
  const verification = (await emailsSentTo(email)).findLast(
    (code) => code.requestType === 'VERIFY_EMAIL',
  );
  if (!verification) throw new Error(`No verification e-mail was sent to ${email}`);
  const response = await fetch(
    `${emulator()}/identitytoolkit.googleapis.com/v1/accounts:update?key=demo`,
    {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ oobCode: verification.oobCode }),
    },
  );
  if (!response.ok) throw new Error(`Verifying ${email} failed: ${await response.text()}`);
}

import { expect, type Page } from '@playwright/test';
import { pl as shell } from '../../hosts/shell/src/app/i18n/pl';
import { pl as hostKit } from '../../packages/host-kit/src/i18n/pl';
import { currentEndpoints } from './deployment';
import { asUser, passwordSignIn } from './identity';

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

/** A member's ID token from the identity service, as the mobile app would get it. */
export async function memberToken(email: string): Promise<string> {
  return (await passwordSignIn(email, demoPassword)).idToken;
}

interface OutOfBandCode {
  email: string;
  oobCode: string;
  oobLink: string;
  requestType: 'VERIFY_EMAIL' | 'PASSWORD_RESET' | 'EMAIL_SIGNIN' | string;
}

/** The Auth emulator's own REST API, for what a mailbox would do. */
function emulator() {
  const { emulatorUrl, projectId } = currentEndpoints().identity;
  if (!emulatorUrl) throw new Error('Reading sent e-mails needs the Auth emulator.');
  return { emulatorUrl, projectId };
}

/** The e-mails the emulator would have sent to this address, oldest first. */
export async function emailsSentTo(email: string): Promise<OutOfBandCode[]> {
  const { emulatorUrl, projectId } = emulator();
  const response = await fetch(`${emulatorUrl}/emulator/v1/projects/${projectId}/oobCodes`);
  const { oobCodes } = (await response.json()) as { oobCodes: OutOfBandCode[] };
  return oobCodes.filter((code) => code.email === email);
}

/** Opens the verification link of the last e-mail sent to this address, as its owner would. */
export async function verifyEmailByLink(email: string) {
  const verification = (await emailsSentTo(email)).findLast(
    (code) => code.requestType === 'VERIFY_EMAIL',
  );
  if (!verification) throw new Error(`No verification e-mail was sent to ${email}`);
  await asUser('accounts:update', { oobCode: verification.oobCode }).catch((error: unknown) => {
    throw new Error(`Verifying ${email} failed: ${String(error)}`, { cause: error });
  });
}

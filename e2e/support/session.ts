import { expect, type Page } from '@playwright/test';
import { pl as shell } from '../../hosts/shell/src/app/i18n/pl';

/** The demo accounts seeded for every run; one password for all. */
export const demoPassword = 'demo1234';
export const demo = {
  operator: 'operator@care.test',
  otherOperator: 'other.operator@care.test',
} as const;

export async function signIn(page: Page, email: string, password = demoPassword) {
  await page.goto('/auth/login');
  await page.getByLabel(shell.login.email).fill(email);
  await page.getByLabel(shell.login.password, { exact: true }).fill(password);
  await page.getByRole('button', { name: shell.login.submit }).click();
}

export async function signInAsOperator(page: Page) {
  await signIn(page, demo.operator);
  await expect(page.getByRole('navigation', { name: shell.sidebar.label })).toBeVisible();
}

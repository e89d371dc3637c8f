import { pl as shell } from '../../hosts/shell/src/app/i18n/pl';
import type { AccountInfo } from '../../packages/contracts/src/account';
import {
  acceptInvitation,
  addMember,
  idTokenOf,
  memberOf,
  organizationOf,
  register,
  removeRecord,
} from '../support/api';
import { currentEndpoints, localStackOnly } from '../support/deployment';
import { createOwnUser } from '../support/own-users';
import { withPolicyVersions } from '../support/policy-versions';
import { demo, demoPassword, signIn } from '../support/session';
import { expect, test, type Page } from '../support/test';

localStackOnly('it changes the policy versions of the stack’s API for one step');

const texts = shell.acceptPolicies;
const fill = (text: string, values: Record<string, string>) =>
  text.replace(/\{\{(\w+)\}\}/g, (_, key: string) => values[key] ?? '');

/** The privacy policy a person accepted before the one in force now. */
const earlierPrivacy = '2026-06-01';

/** Every path the page shows, in order, as the browser's address bar would. */
function pathsShown(page: Page): string[] {
  const paths: string[] = [];
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) paths.push(new URL(frame.url()).pathname);
  });
  return paths;
}

/**
 * Watches every document the page loads for the panel's main menu, the first thing of the panel
 * a person sees; `panelShown(page)` says whether it has been on screen.
 */
async function watchForThePanel(page: Page) {
  await page.addInitScript((label) => {
    new MutationObserver((_, observer) => {
      if (!document.querySelector(`nav[aria-label="${label}"]`)) return;
      sessionStorage.setItem('e2e.panelShown', 'yes');
      observer.disconnect();
    }).observe(document, { childList: true, subtree: true });
  }, shell.sidebar.label);
}
const panelShown = (page: Page) =>
  page.evaluate(() => sessionStorage.getItem('e2e.panelShown') === 'yes');

/** The dashboard, as an operator of the demo organization sees it: the menu and its section. */
async function expectDashboard(page: Page) {
  await expect(page.getByRole('navigation', { name: shell.sidebar.label })).toBeVisible();
  await expect(
    page.getByRole('region', { name: 'Hospicjum Demo', exact: true }).first(),
  ).toBeVisible();
  expect(new URL(page.url()).pathname).toBe('/');
}

test('a new privacy policy version is asked for at the next sign-in, and only once', async ({
  page,
}) => {
  // A person of the spec's own: an operator of the demo organization who registered while an
  // earlier privacy policy was in force, so no demo account other specs sign in with is asked.
  const operatorToken = await idTokenOf(demo.operator, demoPassword);
  const organization = await organizationOf(operatorToken, 'Hospicjum Demo');
  const inForce = await fetch(`${currentEndpoints().apiUrl}/account/me`, {
    headers: { Authorization: `Bearer ${operatorToken}` },
  }).then(async (response) => ((await response.json()) as AccountInfo).policyVersions);
  expect(inForce.privacy).not.toBe(earlierPrivacy);

  const person = await createOwnUser('policies');
  const membership = await addMember(operatorToken, organization.id, {
    accountOwnerType: 'OWN_ACCOUNT',
    role: 'OPERATOR',
    firstName: 'Paulina',
    lastName: 'Polityczna',
    accountEmail: person.email,
    isSuperOperator: false,
    tags: [],
  });
  try {
    const token = await idTokenOf(person.email, person.password);
    // The only moment the earlier version is in force: one registration, then the API's own.
    await withPolicyVersions({ privacy: earlierPrivacy }, () =>
      register(token, { firstName: 'Paulina', lastName: 'Polityczna' }),
    );
    await acceptInvitation(token, membership.id);

    await watchForThePanel(page);
    await signIn(page, person.email, person.password);
    await expect(page).toHaveURL(/\/account\/policies$/);
    await expect(page.getByRole('heading', { name: texts.title })).toBeVisible();
    // Before anything else: nothing of the panel has been on screen on the way here.
    expect(await panelShown(page)).toBe(false);

    // The privacy policy alone changed: it is asked for, naming the version accepted before.
    await expect(page.getByText(texts.changed)).toBeVisible();
    const privacy = page.getByRole('checkbox', {
      name: fill(texts.accept.privacy, { version: inForce.privacy }),
    });
    await expect(privacy).not.toBeChecked();
    await expect(page.getByText(fill(texts.previously, { version: earlierPrivacy }))).toBeVisible();
    await expect(
      page.getByRole('checkbox', { name: fill(texts.accept.terms, { version: inForce.terms }) }),
    ).toHaveCount(0);

    await privacy.check({ force: true });
    await page.getByRole('button', { name: texts.submit }).click();
    await expectDashboard(page);
    // The watch sees the panel once it is there: its "not yet" above meant something.
    expect(await panelShown(page)).toBe(true);

    // Signed out and in again: the dashboard at once, the policies page never shown.
    await page
      .getByRole('banner')
      .getByRole('button', { name: new RegExp(`^${shell.layout.userMenu}: `) })
      .click();
    await page.getByRole('menuitem', { name: shell.layout.signOut }).click();
    await expect(page).toHaveURL(/\/auth\/login/);
    const shown = pathsShown(page);
    await signIn(page, person.email, person.password);
    await expectDashboard(page);
    expect(shown).not.toContain('/account/policies');
  } finally {
    // The demo organization is left with the operators the other specs know.
    const { version } = await memberOf(operatorToken, organization.id, membership.id);
    await removeRecord(
      operatorToken,
      `/operator/organization/${organization.id}/member/${membership.id}`,
      version,
    );
  }
});

import { expect, test, type Page } from '../support/test';
import { pl as shell } from '../../hosts/shell/src/app/i18n/pl';
import type { remoteNames } from '../../packages/contracts/src/runtime-config';
import account from '../../remotes/account/src/i18n/pl.json';
import admin from '../../remotes/admin/src/i18n/pl.json';
import documents from '../../remotes/documents/src/i18n/pl.json';
import members from '../../remotes/members/src/i18n/pl.json';
import orders from '../../remotes/orders/src/i18n/pl.json';
import outposts from '../../remotes/outposts/src/i18n/pl.json';
import tags from '../../remotes/tags/src/i18n/pl.json';
import accountPackage from '../../remotes/account/package.json';
import adminPackage from '../../remotes/admin/package.json';
import documentsPackage from '../../remotes/documents/package.json';
import membersPackage from '../../remotes/members/package.json';
import ordersPackage from '../../remotes/orders/package.json';
import outpostsPackage from '../../remotes/outposts/package.json';
import tagsPackage from '../../remotes/tags/package.json';
import { signIn, signInAsOperator } from '../support/session';

// Typed by the contract's list: a remote added there and not here fails the typecheck.
type Remote = (typeof remoteNames)[number];

/** Each remote's page heading and the build version its area carries (its package's version). */
const remotes: Record<Remote, { title: string; version: string }> = {
  members: { title: members.title, version: membersPackage.version },
  orders: { title: orders.title, version: ordersPackage.version },
  tags: { title: tags.title, version: tagsPackage.version },
  documents: { title: documents.title, version: documentsPackage.version },
  outposts: { title: outposts.title, version: outpostsPackage.version },
  admin: { title: admin.title, version: adminPackage.version },
  account: { title: account.profile.title, version: accountPackage.version },
};

/** Every answer of 400 or more for a remote's files, as the page asked for them. */
function failedRemoteFiles(page: Page): string[] {
  const failed: string[] = [];
  page.on('response', (response) => {
    if (response.status() >= 400 && /\/remotes\//.test(new URL(response.url()).pathname)) {
      failed.push(`${response.status()} ${response.url()}`);
    }
  });
  return failed;
}

async function expectRemote(page: Page, name: Remote) {
  await expect(page.getByRole('heading', { name: remotes[name].title, level: 1 })).toBeVisible({
    timeout: 20_000,
  });
  await expect(page.locator(`[data-remote="${name}"]`)).toHaveAttribute(
    'data-build-version',
    remotes[name].version,
  );
}

// Wherever the panel is deployed, each remote is served on its own and loads into the shell:
// the deploy test (pnpm test:deploy) runs this against the front door of the composition.
test.describe('a deployment', { tag: '@deployment' }, () => {
  test('an operator opens the area of every organization remote and their profile', async ({
    page,
  }) => {
    const failed = failedRemoteFiles(page);
    await signInAsOperator(page);
    const sidebar = page.getByRole('navigation', { name: shell.sidebar.label });
    for (const name of ['members', 'orders', 'tags', 'documents', 'outposts'] as const) {
      await sidebar.getByRole('link', { name: shell.sidebar[name] }).first().click();
      await expectRemote(page, name);
    }
    await page.goto('/profile');
    await expectRemote(page, 'account');
    expect(failed).toEqual([]);
  });

  test('an administrator opens the administration remote', async ({ page }) => {
    const failed = failedRemoteFiles(page);
    await signIn(page, 'admin@care.test');
    await expect(page.getByRole('navigation', { name: shell.sidebar.label })).toBeVisible();
    await page.goto('/admin/organizations');
    await expectRemote(page, 'admin');
    expect(failed).toEqual([]);
  });
});

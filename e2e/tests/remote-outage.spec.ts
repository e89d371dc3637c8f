import { expect, test } from '../support/test';
import i18nPl from '../../packages/i18n/src/resources/pl.json';
import { pl as shell } from '../../hosts/shell/src/app/i18n/pl';
import tags from '../../remotes/tags/src/i18n/pl.json';
import { signInAsOperator } from '../support/session';
import { localStackOnly } from '../support/deployment';
import { stopRemoteServer } from '../support/stack';

localStackOnly('it stops the documents remote’s server by its pid');

test('a remote whose server is down shows an error card while the rest of the panel works', async ({
  page,
}) => {
  await signInAsOperator(page);
  stopRemoteServer('documents');
  const sidebar = page.getByRole('navigation', { name: shell.sidebar.label });

  await sidebar.getByRole('link', { name: shell.sidebar.documents }).click();
  await expect(page.getByText(i18nPl.remote.loadFailed.title)).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('button', { name: i18nPl.remote.loadFailed.retry })).toBeVisible();

  await sidebar.getByRole('link', { name: shell.sidebar.tags }).click();
  await expect(page.getByRole('heading', { name: tags.title })).toBeVisible();
});

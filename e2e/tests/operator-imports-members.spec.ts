import { join } from 'node:path';
import { pl as shell } from '../../hosts/shell/src/app/i18n/pl';
import importWizard from '../../remotes/members/src/features/members/import/i18n/pl.json';
import members from '../../remotes/members/src/i18n/pl.json';
import { signInAsOperator } from '../support/session';
import { expect, test } from '../support/test';

const sample = join(__dirname, '../../samples/members-pl-bom-semicolon.csv');

test('an operator imports the 50-row Polish sample file and sees the three rows it refused', async ({
  page,
}) => {
  await signInAsOperator(page);
  await page
    .getByRole('navigation', { name: shell.sidebar.label })
    .getByRole('link', { name: shell.sidebar.members })
    .click();
  await page.getByRole('link', { name: members.import.action }).click();
  await expect(
    page.getByRole('heading', { name: importWizard.import.title, level: 1 }),
  ).toBeVisible();

  await page.locator('input[type="file"]').setInputFiles(sample);
  await page.getByRole('button', { name: importWizard.import.next }).click();

  // The Polish headers and values are recognised; each column shows what it holds.
  await expect(page.getByLabel(importWizard.import.columns.firstName)).toHaveValue('Imię');
  await expect(page.getByLabel(importWizard.import.columns.role)).toHaveValue('Rola');
  await expect(page.getByText(/podopieczny, asystent/)).toBeVisible();
  await page.getByRole('button', { name: importWizard.import.next }).click();

  await expect(page.getByText(importWizard.import.checkTitle)).toBeVisible();
  await page.getByRole('button', { name: /^Importuj wiersze: 50$/ }).click();

  const refused = page.getByRole('table', { name: importWizard.import.result.errorsCaption });
  await expect(refused).toBeVisible({ timeout: 15_000 });
  const lines = refused.getByRole('row').locator('td:first-child');
  await expect(lines).toHaveText(['6', '8', '10']);
  await expect(refused.getByText(/koordynator/)).toBeVisible();
  await expect(page.getByText(/Nie zaimportowano 3 wierszy/)).toBeVisible();
  await expect(page.getByText(/Zaproszono 47 członków/)).toBeVisible();

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: importWizard.import.result.downloadRejected }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('odrzucone-members-pl-bom-semicolon.csv');
});

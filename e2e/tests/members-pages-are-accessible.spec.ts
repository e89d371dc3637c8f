import { writeFile } from 'node:fs/promises';
import { pl as shell } from '../../hosts/shell/src/app/i18n/pl';
import { pl as dataTable } from '../../packages/ui/src/data-table/locales';
import * as historyStrings from '../../packages/ui/src/history/locales';
import importWizard from '../../remotes/members/src/features/members/import/i18n/pl.json';
import members from '../../remotes/members/src/i18n/pl.json';
import { signInAsOperator } from '../support/session';
import { expect, test } from '../support/test';
import { seriousViolations } from '../support/accessibility';

// Three pages, the import's check step and the bulk invitation dialog, each read through by axe.
test.setTimeout(120_000);

for (const colorScheme of ['light', 'dark'] as const) {
  test(`the members list, a member, the import and the bulk invitation in the ${colorScheme} theme have no serious or critical violation`, async ({
    page,
  }, testInfo) => {
    await page.emulateMedia({ colorScheme });
    await signInAsOperator(page);
    await page
      .getByRole('navigation', { name: shell.sidebar.label })
      .getByRole('link', { name: shell.sidebar.members })
      .click();
    await expect(page.getByRole('table', { name: members.list.caption })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);

    await page.getByRole('searchbox', { name: members.list.search }).fill('Zofia Kowalska');
    await page.getByRole('link', { name: 'Zofia Kowalska', exact: true }).click();
    await expect(page.getByRole('heading', { name: 'Zofia Kowalska', level: 1 })).toBeVisible();
    // The history has loaded (the seeded members have none yet).
    await expect(
      page
        .getByRole('region', { name: members.details.historyTitle })
        .getByText(historyStrings.pl.empty),
    ).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);

    await page.goBack();
    await page.getByRole('link', { name: members.import.action }).click();
    await expect(
      page.getByRole('heading', { name: importWizard.import.title, level: 1 }),
    ).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);

    // Two people of this run's own, imported without e-mails so the list can send them later.
    const surname = `Dostępna${colorScheme === 'light' ? 'Jasna' : 'Ciemna'}${Date.now() % 1e6}`;
    const mailbox = surname.toLowerCase().replace('ę', 'e');
    const file = testInfo.outputPath('two-members.csv');
    await writeFile(
      file,
      [
        'Imię;Nazwisko;E-mail;Rola;Własne konto',
        `Irena;${surname};irena.${mailbox}@example.net;podopieczny;tak`,
        `Marek;${surname};marek.${mailbox}@example.net;podopieczny;tak`,
      ].join('\r\n'),
    );
    await page.locator('input[type="file"]').setInputFiles(file);
    await page.getByRole('button', { name: importWizard.import.next }).click();
    await page.getByRole('button', { name: importWizard.import.next }).click();
    await expect(page.getByText(importWizard.import.checkTitle)).toBeVisible();
    const sendChoice = page.getByRole('checkbox', { name: /^Wyślij zaproszenia e-mailem \(2\)$/ });
    await expect(sendChoice).toBeChecked();
    expect(await seriousViolations(page)).toEqual([]);
    await sendChoice.uncheck({ force: true });
    await page.getByRole('button', { name: /^Importuj wiersze: 2$/ }).click();
    await expect(page.getByText('Dodano 2 członków bez wysyłania zaproszeń')).toBeVisible({
      timeout: 15_000,
    });

    await page.getByRole('link', { name: importWizard.import.result.toList }).click();
    await page.getByRole('searchbox', { name: members.list.search }).fill(surname);
    await expect(page.getByRole('link', { name: `Irena ${surname}`, exact: true })).toBeVisible();
    await expect(page.getByRole('link', { name: `Marek ${surname}`, exact: true })).toBeVisible();
    await page
      .getByRole('checkbox', { name: dataTable.selection.selectPage })
      .check({ force: true });
    await page.getByRole('button', { name: members.bulk.sendInvitations }).click();
    const dialog = page.getByRole('alertdialog');
    await expect(dialog).toContainText('Wysłać zaproszenia e-mailem do 2 osób?');
    expect(await seriousViolations(page)).toEqual([]);
  });
}

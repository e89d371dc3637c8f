import { pl as shell } from '../../hosts/shell/src/app/i18n/pl';
import * as historyStrings from '../../packages/ui/src/history/locales';
import importWizard from '../../remotes/members/src/features/members/import/i18n/pl.json';
import members from '../../remotes/members/src/i18n/pl.json';
import { signInAsOperator } from '../support/session';
import { expect, test } from '../support/test';
import { seriousViolations } from '../support/accessibility';

// Three pages, each read through by axe.
test.setTimeout(90_000);

for (const colorScheme of ['light', 'dark'] as const) {
  test(`the members list, a member and the import in the ${colorScheme} theme have no serious or critical violation`, async ({
    page,
  }) => {
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
  });
}

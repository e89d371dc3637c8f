/// <reference types="@testing-library/jest-dom" />
import { defaultOrganizationSettings } from '@care/contracts/organization-settings';
import { processingPurposes } from '@care/contracts/processing-records';
import { routes } from '@care/platform';
import { screen, within } from '@testing-library/react';
import en from '../i18n/en.json';
import pl from '../i18n/pl.json';
import { operatorPermissions } from '../../organizations/testing/fixtures';
import { renderAdminApp } from '../../organizations/testing/render-admin-app';

jest.setTimeout(20_000);

const path = routes.adminProcessingRecords();
const purposeNames = (language: typeof en | typeof pl) =>
  processingPurposes.map((purpose) => language.processing.purposes[purpose.id].name);

describe('records of processing', () => {
  it('lists every purpose of the one source, each as a row headed by its name', async () => {
    await renderAdminApp(path);

    expect(await screen.findByRole('heading', { name: 'Records of processing' })).toBeVisible();
    const table = screen.getByRole('table', { name: 'Records of processing' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(processingPurposes.length);
    expect(rows.map((row) => within(row).getByRole('rowheader').firstChild?.textContent)).toEqual(
      purposeNames(en),
    );
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Purpose', 'Data', 'Legal basis', 'Who sees it', 'Kept for']);
  });

  it('keeps the access log for the months its retention job deletes after', async () => {
    await renderAdminApp(path);

    const row = (await screen.findByRole('rowheader', { name: /Record of who viewed/ })).closest(
      'tr',
    ) as HTMLElement;
    const months = defaultOrganizationSettings.accessLogRetentionMonths;
    expect(
      within(row).getByText(new RegExp(`^${months} months by default; each organization sets`)),
    ).toBeInTheDocument();
    expect(within(row).getByText(/GDPR Art\. 6\(1\)\(c\)/)).toBeInTheDocument();
    // Care data is processed under the health-care basis.
    const care = screen.getByRole('rowheader', { name: /Care of beneficiaries/ }).closest('tr');
    expect(within(care as HTMLElement).getByText(/Art\. 9\(2\)\(h\)/)).toBeInTheDocument();
  });

  it('keeps the person’s card until erased, or the months after the membership ends that the anonymizing job reads', async () => {
    await renderAdminApp(path);
    const care = (await screen.findByRole('rowheader', { name: /Care of beneficiaries/ })).closest(
      'tr',
    ) as HTMLElement;
    const months = defaultOrganizationSettings.inactiveMemberRetentionMonths;
    expect(
      within(care).getByText(
        new RegExp(`^Until a super operator erases them.*: ${months} months by default`),
      ),
    ).toBeInTheDocument();
  });

  it('is written in Polish, with the months in Polish plural', async () => {
    await renderAdminApp(path, undefined, undefined, 'pl');

    expect(
      await screen.findByRole('heading', { name: 'Rejestr czynności przetwarzania' }),
    ).toBeVisible();
    const table = screen.getByRole('table');
    expect(
      within(table)
        .getAllByRole('rowheader')
        .map((cell) => cell.firstChild?.textContent),
    ).toEqual(purposeNames(pl));
    const months = defaultOrganizationSettings.accessLogRetentionMonths;
    expect(
      within(table).getByText(new RegExp(`^Domyślnie ${months} miesi\\S+; każda organizacja`)),
    ).toBeInTheDocument();
    expect(within(table).getAllByText(/Art\. 9 ust\. 2 lit\. h RODO/).length).toBeGreaterThan(0);
  });

  it('is for admins only', async () => {
    await renderAdminApp(path, undefined, operatorPermissions);
    expect(
      await screen.findByText("You don't have permission to access this page."),
    ).toBeInTheDocument();
    expect(screen.queryByRole('table')).toBeNull();
  });
});

/// <reference types="@testing-library/jest-dom" />
import { memberEndpoints, type MemberImportMapping } from '@care/contracts/member';
import { problemTypes } from '@care/contracts/problem';
import { problem, type StubBody } from '@care/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { membersPath } from '../testing/fixtures';
import { field, renderMembersApp } from '../testing/render-members-app';

jest.setTimeout(30_000);

const JOB_ID = 'b1c2d3e4-f5a6-4b7c-8d9e-0f1a2b3c4d5e';
const sampleFile = () =>
  new File(
    [readFileSync(join(__dirname, '../../../../../../samples/members-pl-bom-semicolon.csv'))],
    'members-pl-bom-semicolon.csv',
    { type: 'text/csv' },
  );
const preview = {
  columns: ['Imię', 'Nazwisko', 'E-mail', 'Rola', 'Własne konto', 'Uwagi'],
  sampleRows: [
    [
      'Bożena',
      'Chmielewska',
      'bozena.chmielewska@example.net',
      'podopieczny',
      'tak',
      'Woli kontakt',
    ],
    ['Czesław', 'Dziedzic', 'czeslaw.dziedzic@example.net', 'asystent', 'tak', ''],
    ['Halina', 'Erdmann', 'halina.erdmann@example.net', 'podopieczny', 'nie', ''],
    ['Jan', 'Fabiański', 'jan.fabianski@example.net', 'koordynator', 'tak', ''],
  ],
  rowCount: 9,
};
const errors = [
  { row: 6, messages: ['Rola: nieznana wartość „koordynator”.'] },
  { row: 8, messages: ['E-mail: powtarza wiersz 2.'] },
  { row: 10, messages: ['Imię: co najmniej 3 znaki.'] },
];

const picker = () => document.querySelector<HTMLInputElement>('input[type="file"]')!;

const openWizard = async (
  api?: Parameters<typeof renderMembersApp>[1],
  previewAnswer: StubBody<typeof memberEndpoints.previewMemberImport> = preview,
) => {
  const rendered = await renderMembersApp(membersPath('/members/import'), (stub) => {
    stub.on(memberEndpoints.previewMemberImport, { answer: previewAnswer });
    api?.(stub);
  });
  expect(await screen.findByRole('heading', { name: 'Import members' })).toBeInTheDocument();
  return rendered;
};

describe('members import wizard', () => {
  it('maps the columns with a preview of each, checks the rows and imports with progress', async () => {
    const saved: Blob[] = [];
    URL.createObjectURL = jest.fn((blob: Blob) => {
      saved.push(blob);
      return 'blob:rejected';
    });
    URL.revokeObjectURL = jest.fn();
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    const { user, api } = await openWizard((stub) =>
      stub
        // Asked again with the mapping on the check step: how many it would invite.
        .on(memberEndpoints.previewMemberImport, { answer: { ...preview, invitationCount: 6 } })
        .on(memberEndpoints.importMembers, { answer: { jobId: JOB_ID } })
        .on(memberEndpoints.getMemberImport, {
          answer: { status: 'RUNNING', processed: 4, total: 9, created: 0, skipped: 0, errors: [] },
        })
        .on(memberEndpoints.getMemberImport, {
          answer: { status: 'DONE', processed: 9, total: 9, created: 6, skipped: 0, errors },
        }),
    );

    // Upload: the API reads the file's columns and first rows.
    await user.upload(picker(), sampleFile());
    await user.click(screen.getByRole('button', { name: 'Next' }));

    // Map: the usual Polish headers are recognised; each mapped column shows what it holds.
    expect(await screen.findByText('9 rows to import')).toBeInTheDocument();
    expect(field('First name column')).toHaveValue('Imię');
    expect(field('Role column')).toHaveValue('Rola');
    expect(screen.getByText('In the file: podopieczny, asystent, koordynator')).toBeInTheDocument();
    expect(field('Value for Beneficiary')).toHaveValue('podopieczny');
    expect(field('Value for Assistant')).toHaveValue('asystent');
    expect(field('Value for an own account')).toHaveValue('tak');
    expect(field("Value for a guardian's account")).toHaveValue('nie');
    // The remarks column is guessed as the person's care notes.
    expect(field('Care notes')).toHaveValue('Uwagi');
    expect(field('Street')).toHaveValue('');
    expect(screen.getByText('In the file: Woli kontakt')).toBeInTheDocument();
    // Another column for the first name shows its values at once.
    await user.selectOptions(field('First name column'), 'Uwagi');
    expect(screen.getAllByText('In the file: Woli kontakt')).toHaveLength(2);
    await user.selectOptions(field('First name column'), 'Imię');
    await user.click(screen.getByRole('button', { name: 'Next' }));

    // Check: the first rows as they will be imported, an unmapped role marked.
    const table = await screen.findByRole('table');
    expect(within(table).getAllByRole('row')).toHaveLength(5);
    expect(within(table).getByText('Not mapped: this row will be reported')).toBeInTheDocument();
    expect(within(table).getByText("Guardian's account")).toBeInTheDocument();
    // Before it starts, how many e-mails it will send, and the choice not to.
    expect(
      await screen.findByText('The import adds 6 members and sends 6 invitation e-mails'),
    ).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Send invitations by e-mail (6)' })).toBeChecked();
    const counted = api.requestsTo(memberEndpoints.previewMemberImport)[1]!.body as FormData;
    expect(JSON.parse(counted.get('mapping') as string)).toMatchObject({ emailColumn: 'E-mail' });
    await user.click(screen.getByRole('button', { name: 'Import 9 rows' }));

    // Import: progress from the job, then the result with each refused line.
    expect(await screen.findByText('Imported 4 of 9 rows')).toBeInTheDocument();
    expect(screen.getByRole('progressbar')).toHaveAttribute('value', '4');
    expect(await screen.findByText('6 members invited', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByText('3 rows not imported')).toBeInTheDocument();
    const refused = screen.getByRole('table', { name: 'Rows not imported' });
    expect(within(refused).getByText('Rola: nieznana wartość „koordynator”.')).toBeInTheDocument();
    expect(
      within(refused)
        .getAllByRole('row')
        .slice(1)
        .map((row) => row.firstChild?.textContent),
    ).toEqual(['6', '8', '10']);
    const [request] = api.requestsTo(memberEndpoints.importMembers);
    const body = request!.body as FormData;
    expect(JSON.parse(body.get('mapping') as string)).toEqual({
      firstNameColumn: 'Imię',
      lastNameColumn: 'Nazwisko',
      emailColumn: 'E-mail',
      roleColumn: 'Rola',
      roleMap: { ASSISTANT: 'asystent', BENEFICIARY: 'podopieczny' },
      isOwnAccountMap: { tak: true, nie: false },
      isOwnAccountColumn: 'Własne konto',
      // The sample's remarks column reads as the person's care notes.
      careNotesColumn: 'Uwagi',
    } satisfies MemberImportMapping);
    expect((body.get('file') as File).name).toBe('members-pl-bom-semicolon.csv');
    expect(body.get('sendInvitations')).toBe('true');

    // The refused rows download as a file to fix and import again.
    await user.click(screen.getByRole('button', { name: 'Download rejected rows' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    const csv = (await saved[0]!.text()).replace(/^\uFEFF/, '').split('\r\n');
    expect(csv[0]).toBe('Imię;Nazwisko;E-mail;Rola;Własne konto;Uwagi;"Errors"');
    expect(csv.slice(1, 4).map((line) => line.split(';')[0])).toEqual(['Jan', 'Ewa', 'Al']);
    click.mockRestore();
  });

  it('imports without sending the invitations when the operator unticks them', async () => {
    const { user, api } = await openWizard((stub) =>
      stub
        .on(memberEndpoints.previewMemberImport, { answer: { ...preview, invitationCount: 47 } })
        .on(memberEndpoints.importMembers, { answer: { jobId: JOB_ID } })
        .on(memberEndpoints.getMemberImport, {
          answer: { status: 'DONE', processed: 9, total: 9, created: 47, skipped: 0, errors: [] },
        }),
    );
    await user.upload(picker(), sampleFile());
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByText('9 rows to import');
    await user.click(screen.getByRole('button', { name: 'Next' }));

    const choice = await screen.findByRole('checkbox', { name: 'Send invitations by e-mail (47)' });
    await user.click(choice);
    expect(choice).not.toBeChecked();
    expect(
      screen.getByText(
        'The import adds 47 members without sending e-mails. You can send the invitations later from the member list.',
      ),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Import 9 rows' }));
    await waitFor(() => expect(api.requestsTo(memberEndpoints.importMembers)).toHaveLength(1));
    const body = api.requestsTo(memberEndpoints.importMembers)[0]!.body as FormData;
    expect(body.get('sendInvitations')).toBe('false');
    // The result does not claim that anyone was invited.
    expect(
      await screen.findByText('47 members added, no invitation sent', {}, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(screen.queryByText(/invited/)).not.toBeInTheDocument();
  });

  it('marks an e-mail the import would refuse already in the check step', async () => {
    const { user } = await openWizard(undefined, {
      ...preview,
      sampleRows: [
        ['Irena', 'Nowak', 'irena.dostępna@example.net', 'podopieczny', 'tak', ''],
        ['Marek', 'Nowak', 'marek.nowak@example.net', 'podopieczny', 'tak', ''],
      ],
      invitationCount: 1,
    });
    await user.upload(picker(), sampleFile());
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByText('9 rows to import');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    const rows = within(await screen.findByRole('table')).getAllByRole('row');
    expect(
      within(rows[1]!).getByText('Not a valid e-mail: this row will be reported'),
    ).toBeInTheDocument();
    expect(within(rows[2]!).queryByText(/Not a valid e-mail/)).not.toBeInTheDocument();
    expect(within(rows[2]!).getByText('marek.nowak@example.net')).toBeInTheDocument();
  });

  it('says when it could not count the invitations, and still offers the choice', async () => {
    const { user } = await openWizard((stub) =>
      stub.on(memberEndpoints.previewMemberImport, {
        answer: problem(400, problemTypes.validation, {
          errors: [{ path: 'mapping', message: 'Not a column of the file' }],
        }),
      }),
    );
    await user.upload(picker(), sampleFile());
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByText('9 rows to import');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(
      await screen.findByText('Could not check how many invitations will be sent'),
    ).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Send invitations by e-mail' })).toBeChecked();
    expect(screen.getByRole('button', { name: 'Import 9 rows' })).toBeEnabled();
  });

  it('asks for the columns it could not guess before going on', async () => {
    const { user } = await openWizard(undefined, {
      columns: ['A', 'B'],
      sampleRows: [['x', 'y']],
      rowCount: 1,
    });
    await user.upload(picker(), sampleFile());
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByText('1 row to import');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Fill in required fields')).toBeInTheDocument();
    expect(field('First name column')).toHaveAttribute('aria-invalid', 'true');
    expect(field('Value for Beneficiary')).toHaveAccessibleDescription(
      expect.stringContaining('Enter the value that means at least one role'),
    );
  });

  it('says why a file was refused, on the file field', async () => {
    const { user } = await openWizard(
      undefined,
      problem(400, problemTypes.validation, {
        errors: [{ path: 'file', message: 'The file is not UTF-8 text; save it as “CSV UTF-8”.' }],
      }),
    );
    await user.upload(picker(), sampleFile());
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(
      await screen.findByText('The file is not UTF-8 text; save it as “CSV UTF-8”.'),
    ).toBeInTheDocument();
    expect(screen.queryByText(/rows to import/)).not.toBeInTheDocument();
  });
});

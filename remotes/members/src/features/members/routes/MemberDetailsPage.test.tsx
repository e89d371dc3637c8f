/// <reference types="@testing-library/jest-dom" />
import type { AuditEvent } from '@care/contracts/audit';
import { dataExportEndpoints } from '@care/contracts/data-export';
import { memberEndpoints } from '@care/contracts/member';
import { problemTypes } from '@care/contracts/problem';
import { problem, captureDownloads, type SavedDownload } from '@care/testing';
import { act, screen, waitFor, within } from '@testing-library/react';
import {
  anna,
  account,
  me,
  memberPath,
  membersPath,
  ORGANIZATION_ID,
  otherOperator,
  piotr,
  ewa,
} from '../testing/fixtures';
import { field, renderMemberPage, renderMembersApp } from '../testing/render-members-app';

jest.setTimeout(20_000);

const invited: AuditEvent = {
  id: 'e0000000-0000-4000-8000-000000000001',
  at: '2026-03-02T09:15:00.000Z',
  actor: {
    accountId: account.id,
    firstName: 'Olga',
    lastName: 'Operator',
    email: account.email,
    formOfAddress: null,
  },
  organizationId: ORGANIZATION_ID,
  entity: 'member',
  entityId: anna.id,
  action: 'updated',
  before: { role: 'ASSISTANT', version: 1 },
  after: { role: 'BENEFICIARY', version: 2 },
  recordExists: true,
};

describe('member details', () => {
  it('says in Polish who changed the member without guessing their grammatical gender', async () => {
    await renderMemberPage(anna, undefined, { language: 'pl', history: [invited] });
    const history = await screen.findByRole('region', { name: 'Historia' });
    expect(await within(history).findByText(/Dane zmienione przez:/)).toHaveTextContent(
      /^Dane zmienione przez: Olga Operator/,
    );
    expect(within(history).getByText('Olga Operator')).toBeInTheDocument();
  });

  it.each([
    ['PANI', 'Olga Operator zmieniła dane'],
    ['PAN', 'Olga Operator zmienił dane'],
  ] as const)(
    'says in Polish who changed the member in the words their form of address %s asks for',
    async (formOfAddress, line) => {
      const addressed: AuditEvent = {
        ...invited,
        actor: { ...invited.actor!, formOfAddress },
      };
      await renderMemberPage(anna, undefined, { language: 'pl', history: [addressed] });
      const history = await screen.findByRole('region', { name: 'Historia' });
      expect(await within(history).findByText(/zmienił/)).toHaveTextContent(line);
      expect(within(history).queryByText(/przez:/)).not.toBeInTheDocument();
    },
  );

  it('names nobody for a change made by a member whose data the organization erased', async () => {
    const accepted: AuditEvent = {
      ...invited,
      actor: { erased: true },
      action: 'invitation-accepted',
      before: { status: 'PENDING' },
      after: { status: 'ACCEPTED' },
    };
    await renderMemberPage(anna, undefined, { language: 'pl', history: [accepted] });
    const history = await screen.findByRole('region', { name: 'Historia' });
    expect(await within(history).findByText(/Zaproszenie przyjęte przez:/)).toHaveTextContent(
      /^Zaproszenie przyjęte przez: Dane usunięte/,
    );
    expect(within(history).queryByText(/Olga|undefined/)).not.toBeInTheDocument();
  });

  it('shows who the member is, and their history in words', async () => {
    await renderMemberPage(anna, undefined, { history: [invited] });

    expect(
      await screen.findByRole('heading', { name: 'Anna Nowak', level: 1 }),
    ).toBeInTheDocument();
    expect(screen.getByText('anna.nowak@example.org')).toBeInTheDocument();
    expect(screen.getByText("Guardian's account")).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '+48600100200' })).toHaveAttribute(
      'href',
      'tel:+48600100200',
    );
    const history = screen.getByRole('region', { name: 'History' });
    expect(await within(history).findByText(/changed the member/)).toHaveTextContent(
      /^Olga Operator changed the member/,
    );
    expect(within(history).getByText('Assistant')).toBeInTheDocument();
    expect(within(history).queryByText('Version')).not.toBeInTheDocument();
  });

  it('saves only what changed, with the version it started from', async () => {
    const saved = { ...anna, lastName: 'Nowak-Kowalska', phone: '+48601200300', version: 2 };
    const { user, api } = await renderMemberPage(anna, (stub) =>
      stub.on(memberEndpoints.updateMember, { answer: saved }),
    );
    const lastName = await screen.findByLabelText(/^Last name/);
    await user.clear(lastName);
    await user.type(lastName, 'Nowak-Kowalska');
    await user.clear(field('Phone'));
    await user.type(field('Phone'), '+48 601 200 300');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));

    expect(await screen.findByText('Member saved')).toBeInTheDocument();
    const [request] = api.requestsTo(memberEndpoints.updateMember, { memberId: anna.id });
    expect(request!.body).toEqual({ lastName: 'Nowak-Kowalska', phone: '+48601200300' });
    expect(request!.headers.get('If-Match')).toBe('"1"');
    expect(
      await screen.findByRole('heading', { name: 'Anna Nowak-Kowalska', level: 1 }),
    ).toBeInTheDocument();
  });

  it('reloads the member when someone else saved first, and says so', async () => {
    const newer = { ...anna, firstName: 'Anita', version: 3 };
    const { user } = await renderMemberPage(anna, (stub) =>
      stub
        .on(memberEndpoints.updateMember, { answer: problem(412, problemTypes.preconditionFailed) })
        .on(memberEndpoints.getMember, { params: { memberId: anna.id }, answer: newer }),
    );
    const lastName = await screen.findByLabelText(/^Last name/);
    await user.type(lastName, 'x');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));

    expect(await screen.findByText('Someone else changed this member')).toBeInTheDocument();
    await waitFor(() => expect(field('First name')).toHaveValue('Anita'));
  });

  it('puts a phone the API refuses on its field, and an edit failure in a toast', async () => {
    const { user } = await renderMemberPage(anna, (stub) =>
      stub
        .on(memberEndpoints.updateMember, {
          answer: problem(400, problemTypes.validation, {
            errors: [{ path: 'phone', message: 'This number does not exist in its country' }],
          }),
        })
        .on(memberEndpoints.updateMember, {
          answer: problem(409, problemTypes.lastSuperOperator, { detail: 'Last super operator.' }),
        }),
    );
    await user.type(await screen.findByLabelText(/^Phone/), '9');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(field('Phone')).toHaveAccessibleDescription(
      expect.stringContaining('This number does not exist in its country'),
    );

    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(
      await screen.findByText('The changes could not be saved. Try again.'),
    ).toBeInTheDocument();
    expect(screen.getByText('Last super operator.')).toBeInTheDocument();
  });

  it('deactivates and reactivates, the page following the member', async () => {
    const deactivated = { ...anna, status: 'DEACTIVATED' as const, version: 2 };
    const reactivated = { ...anna, version: 3 };
    // The API as it is after each step: the page reads the member again after every action.
    let stored = anna;
    const { user } = await renderMemberPage(anna, (stub) =>
      stub
        .on(memberEndpoints.getMember, { params: { memberId: anna.id }, answer: () => stored })
        .on(memberEndpoints.deactivateMember, { answer: () => (stored = deactivated) })
        .on(memberEndpoints.reactivateMember, { answer: () => (stored = reactivated) }),
    );
    await user.click(await screen.findByRole('button', { name: 'Deactivate' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Deactivate this member?' });
    await user.click(within(dialog).getByRole('button', { name: 'Deactivate' }));
    expect(await screen.findByText('Member deactivated')).toBeInTheDocument();
    expect(await screen.findByText('Deactivated')).toBeInTheDocument();

    await user.click(await screen.findByRole('button', { name: 'Reactivate' }));
    expect(await screen.findByText('Member reactivated')).toBeInTheDocument();
    expect(await screen.findByText('Active')).toBeInTheDocument();
  });

  it('resends a pending invitation', async () => {
    const { user, api } = await renderMemberPage(piotr, (stub) =>
      stub.on(memberEndpoints.resendMemberInvitation, {}),
    );
    await user.click(await screen.findByRole('button', { name: 'Resend invitation' }));
    expect(await screen.findByText('The invitation was sent again.')).toBeInTheDocument();
    expect(api.requestsTo(memberEndpoints.resendMemberInvitation)[0]!.headers.get('If-Match')).toBe(
      '"1"',
    );
  });

  it('deletes after the confirmation and goes back to the list', async () => {
    const { user, router } = await renderMemberPage(ewa, (stub) =>
      stub.on(memberEndpoints.deleteMember, {}),
    );
    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete this member?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));

    expect(await screen.findByText('Deleted.')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe(membersPath()));
  });

  it('tells an operator opening themself that they cannot remove themself', async () => {
    const { user, api } = await renderMemberPage(me);
    expect(await screen.findByText('You')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Deactivate' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    expect(
      await screen.findByText(
        'You cannot remove yourself from the organization. You can delete your account in the settings.',
      ),
    ).toBeInTheDocument();
    expect(api.requestsTo(memberEndpoints.deleteMember)).toHaveLength(0);
  });

  it('shows an operator to a plain operator without the means to change them', async () => {
    await renderMemberPage(otherOperator, undefined, { isSuperOperator: false });
    expect(await screen.findByText('Only super operators change operators.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save changes' })).not.toBeInTheDocument();
  });

  describe('the person’s data (GDPR)', () => {
    let saved: SavedDownload[] = [];
    let restore = () => {};
    beforeEach(() => ({ saved, restore } = captureDownloads()));
    afterEach(() => restore());

    it('downloads the ZIP for a super operator, the button busy until it has arrived', async () => {
      let release: () => void = () => undefined;
      const arrived = new Promise<void>((resolve) => (release = resolve));
      const { user, api } = await renderMemberPage(anna, (stub) =>
        stub.on(dataExportEndpoints.exportMemberData, {
          answer: async () => {
            await arrived;
            return 'PK-archive';
          },
        }),
      );
      const button = await screen.findByRole('button', {
        name: "Download the person's data (GDPR)",
      });
      await user.click(button);
      await waitFor(() => expect(button).toBeDisabled());
      act(() => release());

      await waitFor(() => expect(saved).toHaveLength(1));
      expect(saved[0]!.name).toMatch(/^dane-anna-nowak-\d{4}-\d{2}-\d{2}\.zip$/);
      expect(await saved[0]!.blob.text()).toBe('PK-archive');
      expect(
        api.requestsTo(dataExportEndpoints.exportMemberData, { memberId: anna.id }),
      ).toHaveLength(1);
      await waitFor(() => expect(button).toBeEnabled());
    });

    it('says in Polish when the download failed, with the reason', async () => {
      const { user } = await renderMemberPage(
        anna,
        (stub) =>
          stub.on(dataExportEndpoints.exportMemberData, {
            answer: problem(403, problemTypes.forbidden, { detail: 'Tylko superoperatorzy.' }),
          }),
        { language: 'pl' },
      );
      await user.click(await screen.findByRole('button', { name: 'Pobierz dane osoby (RODO)' }));
      expect(await screen.findByText('Nie udało się pobrać danych osoby')).toBeInTheDocument();
      expect(screen.getByText('Tylko superoperatorzy.')).toBeInTheDocument();
      expect(saved).toHaveLength(0);
    });

    it('is not offered to an operator who is not a super operator', async () => {
      await renderMemberPage(anna, undefined, { isSuperOperator: false });
      expect(
        await screen.findByRole('heading', { name: 'Anna Nowak', level: 1 }),
      ).toBeInTheDocument();
      expect(
        screen.queryByRole('button', { name: "Download the person's data (GDPR)" }),
      ).not.toBeInTheDocument();
    });
  });

  it('says a member the caller may not see is not available', async () => {
    await renderMembersApp(memberPath(anna.id), (stub) =>
      stub.on(memberEndpoints.getMember, { answer: problem(404, problemTypes.notFound) }),
    );
    expect(await screen.findByText('Requested resource is not available.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to members' })).toBeInTheDocument();
  });

  it('asks before a changed member is left for another page', async () => {
    const { user, router } = await renderMemberPage(anna);
    const lastName = await screen.findByLabelText(/^Last name/);
    await user.clear(lastName);
    await user.type(lastName, 'Nowak-Kowalska');

    // As a sidebar link does.
    await act(() => router.navigate('/'));
    expect(await screen.findByText('Leave without saving?')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(memberPath(anna.id));
  });
});

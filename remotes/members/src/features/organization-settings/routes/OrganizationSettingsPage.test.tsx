/// <reference types="@testing-library/jest-dom" />
import { memberEndpoints, type MemberErasureDue } from '@care/contracts/member';
import {
  type OnCallShift,
  type OrganizationSettings,
  organizationSettingsEndpoints,
} from '@care/contracts/organization-settings';
import { problemTypes } from '@care/contracts/problem';
import { problem } from '@care/testing';
import { screen, within } from '@testing-library/react';
import { me, membersPath, otherOperator, pageOf } from '../../members/testing/fixtures';
import { field, renderMembersApp } from '../../members/testing/render-members-app';

jest.setTimeout(20_000);

const settings: OrganizationSettings = {
  acceptWithinHours: 4,
  assignWithinHours: 24,
  handleByPreferredDate: true,
  timeZone: 'Europe/Warsaw',
  idleSignOutMinutes: 15,
  accessLogRetentionMonths: 24,
  inactiveMemberRetentionMonths: 24,
  version: 3,
};
const shift: OnCallShift = {
  id: '5a1d2c3b-4e5f-4a6b-8c7d-9e0f1a2b3c4d',
  memberId: otherOperator.id,
  firstName: otherOperator.firstName,
  lastName: otherOperator.lastName,
  from: '2026-03-02T07:00:00Z',
  to: '2026-03-02T19:00:00Z',
  createdAt: '2026-03-01T07:00:00Z',
};
const rotaOf = (items: OnCallShift[]) => ({
  items,
  pagination: { page: 1, limit: 20, total: items.length, isLast: true },
});

function openSettings(
  {
    rota = [shift],
    due = [] as MemberErasureDue[],
    isSuperOperator = true,
    language = 'en' as 'en' | 'pl',
  } = {},
  api?: Parameters<typeof renderMembersApp>[1],
) {
  return renderMembersApp(
    membersPath('/settings'),
    (stub) => {
      stub
        .on(organizationSettingsEndpoints.getOrganizationSettings, { answer: settings })
        .on(organizationSettingsEndpoints.listOnCallShifts, { answer: rotaOf(rota) })
        .on(memberEndpoints.listMembers, { answer: pageOf([me, otherOperator]) })
        .on(memberEndpoints.listMembersDueForErasure, {
          answer: {
            items: due,
            pagination: { page: 1, limit: 20, total: due.length, isLast: true },
          },
        });
      api?.(stub);
    },
    { isSuperOperator, language },
  );
}

describe('organization settings page', () => {
  it('saves a limit switched off as none, with the version it started from', async () => {
    const { user, api } = await openSettings({}, (stub) =>
      stub.on(organizationSettingsEndpoints.updateOrganizationSettings, {
        answer: { ...settings, acceptWithinHours: null, version: 4 },
      }),
    );
    const accept = await screen.findByRole('checkbox', {
      name: 'Limit the time to accept a new order',
    });
    expect(screen.getByLabelText('Accept within (hours)')).toHaveValue(4);
    await user.click(accept);
    expect(screen.getByLabelText('Accept within (hours)')).toBeDisabled();
    await user.clear(screen.getByLabelText('Assign within (hours)'));
    await user.type(screen.getByLabelText('Assign within (hours)'), '48');
    await user.selectOptions(field('Time zone'), 'Europe/London');
    await user.click(screen.getByRole('button', { name: 'Save settings' }));

    expect(await screen.findByText('Settings saved')).toBeInTheDocument();
    const [request] = api.requestsTo(organizationSettingsEndpoints.updateOrganizationSettings);
    expect(request!.body).toEqual({
      acceptWithinHours: null,
      assignWithinHours: 48,
      handleByPreferredDate: true,
      timeZone: 'Europe/London',
      idleSignOutMinutes: 15,
      accessLogRetentionMonths: 24,
      inactiveMemberRetentionMonths: 24,
    });
    expect(request!.headers.get('If-Match')).toBe('"3"');
  });

  it('switches the erasure of inactive members off, and saves it as none', async () => {
    const { user, api } = await openSettings({}, (stub) =>
      stub.on(organizationSettingsEndpoints.updateOrganizationSettings, {
        answer: { ...settings, inactiveMemberRetentionMonths: null, version: 4 },
      }),
    );
    const erase = await screen.findByRole('checkbox', {
      name: 'Erase the personal data of inactive members',
    });
    expect(screen.getByLabelText('Erase after (months)')).toHaveValue(24);
    await user.click(erase);
    expect(screen.getByLabelText('Erase after (months)')).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Save settings' }));

    expect(await screen.findByText('Settings saved')).toBeInTheDocument();
    const [request] = api.requestsTo(organizationSettingsEndpoints.updateOrganizationSettings);
    expect(request!.body).toMatchObject({ inactiveMemberRetentionMonths: null });
  });

  it('lists who is erased within a month, each linked to their page', async () => {
    await openSettings({
      due: [
        {
          memberId: otherOperator.id,
          firstName: 'Teodor',
          lastName: 'Dawny',
          role: 'BENEFICIARY',
          inactiveSince: '2024-12-10T10:00:00.000Z',
          dueAt: '2026-12-10T10:00:00.000Z',
        },
      ],
    });
    const section = await screen.findByRole('region', {
      name: 'Personal data erased within a month',
    });
    const list = await within(section).findByRole('list');
    const link = within(list).getByRole('link', { name: 'Teodor Dawny' });
    expect(link).toHaveAttribute('href', expect.stringContaining(`/members/${otherOperator.id}`));
    expect(within(list).getByText(/Erased/)).toBeInTheDocument();
  });

  it('does not show the due list to an operator who is not a super operator', async () => {
    await openSettings({ isSuperOperator: false });
    expect(
      await screen.findByText(/Only super operators change these settings/),
    ).toBeInTheDocument();
    expect(
      screen.queryByRole('region', { name: 'Personal data erased within a month' }),
    ).not.toBeInTheDocument();
  });

  it('refuses hours past the longest limit before sending anything', async () => {
    const { user, api } = await openSettings();
    const assign = await screen.findByLabelText(/^Assign within/);
    await user.clear(assign);
    await user.type(assign, '1000');
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(assign).toHaveAttribute('aria-invalid', 'true');
    expect(api.requestsTo(organizationSettingsEndpoints.updateOrganizationSettings)).toEqual([]);
  });

  it('says when someone else saved first and loads their settings', async () => {
    const { user } = await openSettings({}, (stub) =>
      stub.on(organizationSettingsEndpoints.updateOrganizationSettings, {
        answer: problem(412, problemTypes.preconditionFailed),
      }),
    );
    await user.click(await screen.findByRole('button', { name: 'Save settings' }));
    expect(await screen.findByText('Someone else changed these settings')).toBeInTheDocument();
  });

  it('is read-only for an operator who is not a super operator, and says why', async () => {
    await openSettings({ isSuperOperator: false });
    expect(
      await screen.findByText(
        'Only super operators change these settings and the on-call rota; you can read them.',
      ),
    ).toBeInTheDocument();
    expect(
      await screen.findByRole('checkbox', { name: 'Limit the time to accept a new order' }),
    ).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Save settings' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Remove/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add to the rota' })).not.toBeInTheDocument();
  });

  it('says every operator is on call when the rota is empty', async () => {
    await openSettings({ rota: [] });
    expect(await screen.findByText('Every operator is on call')).toBeInTheDocument();
  });

  it('removes an entry of the rota after asking', async () => {
    const { user, api } = await openSettings({}, (stub) =>
      stub.on(organizationSettingsEndpoints.deleteOnCallShift, { answer: undefined }),
    );
    await user.click(
      await screen.findByRole('button', { name: 'Remove Oskar Operatorski from the rota' }),
    );
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText('Remove from the rota?')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText('Removed from the rota')).toBeInTheDocument();
    expect(
      api.requestsTo(organizationSettingsEndpoints.deleteOnCallShift, { shiftId: shift.id }),
    ).toHaveLength(1);
  });

  it('adds an operator to the rota, and puts the API’s word on the field it names', async () => {
    const { user, api } = await openSettings({}, (stub) =>
      stub.on(organizationSettingsEndpoints.createOnCallShift, {
        answer: problem(400, problemTypes.validation, {
          errors: [{ path: 'memberId', message: 'Must be an active operator of the organization' }],
        }),
      }),
    );
    const name = `${me.firstName} ${me.lastName}`;
    await screen.findByRole('option', { name });
    await user.selectOptions(screen.getByLabelText(/^Operator/), name);
    await user.type(field('From'), '2026-03-02T08:00');
    await user.type(field('To'), '2026-03-02T07:00');
    await user.click(screen.getByRole('button', { name: 'Add to the rota' }));
    expect(await screen.findByText('The end must come after the start')).toBeInTheDocument();
    expect(api.requestsTo(organizationSettingsEndpoints.createOnCallShift)).toEqual([]);

    await user.clear(field('To'));
    await user.type(field('To'), '2026-03-02T16:00');
    await user.click(screen.getByRole('button', { name: 'Add to the rota' }));
    expect(
      await screen.findByText('Must be an active operator of the organization'),
    ).toBeInTheDocument();
    const [request] = api.requestsTo(organizationSettingsEndpoints.createOnCallShift);
    expect(request!.body).toEqual({
      memberId: me.id,
      from: new Date('2026-03-02T08:00').toISOString(),
      to: new Date('2026-03-02T16:00').toISOString(),
    });
  });

  it('speaks Polish', async () => {
    await openSettings({ rota: [], language: 'pl' });
    expect(
      await screen.findByRole('heading', { name: 'Ustawienia organizacji' }),
    ).toBeInTheDocument();
    expect(await screen.findByText('Dyżur ma każdy operator')).toBeInTheDocument();
  });
});

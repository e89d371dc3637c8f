/// <reference types="@testing-library/jest-dom" />
import { memberEndpoints } from '@care/contracts/member';
import { problemTypes } from '@care/contracts/problem';
import { problem } from '@care/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { anna, jan, members, membersPath, pageOf, piotr, storedTags } from '../testing/fixtures';
import { renderMemberPage, renderMembersApp } from '../testing/render-members-app';

jest.setTimeout(30_000);

const [homeCare, pain] = storedTags;
const select = (name: string) => screen.getByRole('checkbox', { name: `Select ${name}` });

/** Deactivates Anna from her page, the API answering her at version 2. */
async function deactivateAnna(api?: Parameters<typeof renderMemberPage>[1]) {
  const deactivated = { ...anna, status: 'DEACTIVATED' as const, version: 2 };
  const rendered = await renderMemberPage(anna, (stub) => {
    stub.on(memberEndpoints.deactivateMember, { answer: deactivated });
    api?.(stub);
  });
  await rendered.user.click(await screen.findByRole('button', { name: 'Deactivate' }));
  const dialog = await screen.findByRole('alertdialog', { name: 'Deactivate this member?' });
  // The toast can only appear after this click, so it is gone no sooner than its duration after.
  const confirmedAt = Date.now();
  await rendered.user.click(within(dialog).getByRole('button', { name: 'Deactivate' }));
  expect(await screen.findByText('Member deactivated')).toBeInTheDocument();
  return { ...rendered, confirmedAt };
}

describe('undo on the members pages', () => {
  it('reactivates a member deactivated on their page, with the version the deactivation answered', async () => {
    const { user, api } = await deactivateAnna((stub) =>
      stub.on(memberEndpoints.reactivateMember, { answer: { ...anna, version: 3 } }),
    );
    // The deactivation is sent at once, not held back for the undo.
    expect(api.requestsTo(memberEndpoints.deactivateMember)).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Undo' }));

    expect(await screen.findByText('Undone')).toBeInTheDocument();
    const [request] = api.requestsTo(memberEndpoints.reactivateMember, { memberId: anna.id });
    expect(request!.headers.get('If-Match')).toBe('"2"');
  });

  it('lets the undo go after 5000 ms, sending nothing more', async () => {
    const { api, confirmedAt } = await deactivateAnna();
    await waitFor(() => expect(screen.queryByText('Member deactivated')).not.toBeInTheDocument(), {
      timeout: 8000,
    });
    expect(Date.now() - confirmedAt).toBeGreaterThanOrEqual(5000);
    expect(screen.queryByRole('button', { name: 'Undo' })).not.toBeInTheDocument();
    expect(api.requestsTo(memberEndpoints.reactivateMember)).toHaveLength(0);
  });

  it('says so when someone changed the member before the undo (412), in Polish too', async () => {
    const deactivated = { ...anna, status: 'DEACTIVATED' as const, version: 2 };
    const { user } = await renderMemberPage(
      anna,
      (stub) =>
        stub
          .on(memberEndpoints.deactivateMember, { answer: deactivated })
          .on(memberEndpoints.reactivateMember, {
            answer: problem(412, problemTypes.preconditionFailed),
          }),
      { language: 'pl' },
    );
    await user.click(await screen.findByRole('button', { name: 'Dezaktywuj' }));
    const dialog = await screen.findByRole('alertdialog');
    await user.click(within(dialog).getByRole('button', { name: 'Dezaktywuj' }));
    await user.click(await screen.findByRole('button', { name: 'Cofnij' }));

    expect(
      await screen.findByText('Nie cofnięto: w międzyczasie coś się zmieniło'),
    ).toBeInTheDocument();
  });

  it('puts back a tag taken off in the edit form, at the version the save answered', async () => {
    const untagged = { ...anna, tags: [], version: 2 };
    const { user, api } = await renderMemberPage(anna, (stub) =>
      stub
        .on(memberEndpoints.updateMember, { answer: untagged })
        .on(memberEndpoints.updateMember, { answer: { ...anna, version: 3 } }),
    );
    await user.click(await screen.findByRole('button', { name: `Remove ${homeCare!.name}` }));
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Member saved')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Undo' }));

    expect(await screen.findByText('Undone')).toBeInTheDocument();
    const [save, undo] = api.requestsTo(memberEndpoints.updateMember, { memberId: anna.id });
    expect(save!.body).toEqual({ tags: [] });
    expect(undo!.body).toEqual({ tags: [homeCare!.id] });
    expect(undo!.headers.get('If-Match')).toBe('"2"');
  });

  it('gives back in bulk exactly the tags each member lost, naming one changed since', async () => {
    const { user, api } = await renderMembersApp(membersPath(), (stub) =>
      stub
        .on(memberEndpoints.listMembers, { answer: pageOf(members) })
        .on(memberEndpoints.bulkUpdateMembers, {
          answer: {
            results: [
              { id: piotr.id, status: 200, version: 1, tagIds: [] },
              { id: anna.id, status: 200, version: 2, tagIds: [homeCare!.id] },
              { id: jan.id, status: 200, version: 4, tagIds: [homeCare!.id, pain!.id] },
            ],
          },
        })
        .on(memberEndpoints.bulkUpdateMembers, {
          answer: { results: [{ id: anna.id, status: 200, version: 3, tagIds: [homeCare!.id] }] },
        })
        .on(memberEndpoints.bulkUpdateMembers, {
          answer: {
            results: [
              {
                id: jan.id,
                status: 412,
                problem: { type: 'precondition-failed', title: 'Precondition Failed', status: 412 },
              },
            ],
          },
        }),
    );
    await screen.findByRole('table');
    for (const name of ['Piotr Kowalski', 'Anna Nowak', 'Jan Wiśniewski'])
      await user.click(select(name));
    await user.click(screen.getByRole('button', { name: 'Remove tags' }));
    const dialog = await screen.findByRole('dialog', {
      name: 'Remove tags from the selected members',
    });
    for (const [tag, typed] of [
      [homeCare!, 'home'],
      [pain!, 'pain'],
    ] as const) {
      await user.type(within(dialog).getByRole('combobox', { name: /Tags/ }), typed);
      await waitFor(() =>
        expect(
          screen.getByRole('listbox', { hidden: true }).querySelector(`[data-value="${tag.id}"]`),
        ).toHaveAttribute('data-highlighted'),
      );
      await user.keyboard('{Enter}');
      await user.clear(within(dialog).getByRole('combobox', { name: /Tags/ }));
    }
    await user.click(within(dialog).getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText('3 members updated')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Undo' }));
    expect(await screen.findByText('Undone for 1 of 2 members')).toBeInTheDocument();
    expect(
      screen.getByText('Jan Wiśniewski: changed by someone else in the meantime, so left as it is'),
    ).toBeInTheDocument();
    const [, ...undo] = api.requestsTo(memberEndpoints.bulkUpdateMembers).map(({ body }) => body);
    // Piotr lost nothing, so nothing is given back to him.
    expect(undo).toEqual([
      {
        action: 'addTags',
        ids: [anna.id],
        tagIds: [homeCare!.id],
        versions: { [anna.id]: 2 },
      },
      {
        action: 'addTags',
        ids: [jan.id],
        tagIds: [homeCare!.id, pain!.id].sort(),
        versions: { [jan.id]: 4 },
      },
    ]);
  });

  it('reactivates in bulk the members a bulk deactivation changed', async () => {
    const { user, api } = await renderMembersApp(membersPath(), (stub) =>
      stub
        .on(memberEndpoints.listMembers, { answer: pageOf(members) })
        .on(memberEndpoints.bulkUpdateMembers, {
          answer: {
            results: [
              { id: anna.id, status: 200, version: 2 },
              {
                id: jan.id,
                status: 409,
                problem: { type: 'invalid-transition', title: 'Conflict', status: 409 },
              },
            ],
          },
        })
        .on(memberEndpoints.bulkUpdateMembers, {
          answer: { results: [{ id: anna.id, status: 200, version: 3 }] },
        }),
    );
    await screen.findByRole('table');
    await user.click(select('Anna Nowak'));
    await user.click(select('Jan Wiśniewski'));
    await user.click(screen.getByRole('button', { name: 'Deactivate' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Deactivate 2 members?' });
    await user.click(within(dialog).getByRole('button', { name: 'Deactivate' }));
    expect(await screen.findByText('1 of 2 members updated')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Undo' }));
    expect(await screen.findByText('Undone for 1 member')).toBeInTheDocument();
    expect(api.requestsTo(memberEndpoints.bulkUpdateMembers)[1]!.body).toEqual({
      action: 'reactivate',
      ids: [anna.id],
      versions: { [anna.id]: 2 },
    });
  });
});

/// <reference types="@testing-library/jest-dom" />
import { type MemberCreate, memberEndpoints } from '@care/contracts/member';
import { problemTypes } from '@care/contracts/problem';
import { problem } from '@care/testing';
import { act, screen, waitFor, within } from '@testing-library/react';
import { anna, membersPath, pageOf, storedOutposts, storedTags } from '../testing/fixtures';
import { field, renderMembersApp } from '../testing/render-members-app';

jest.setTimeout(20_000);

const openForm = (
  options?: Parameters<typeof renderMembersApp>[2],
  api?: Parameters<typeof renderMembersApp>[1],
) =>
  renderMembersApp(
    membersPath('/members/new'),
    (stub) => {
      stub.on(memberEndpoints.listMembers, { answer: pageOf([anna]) });
      api?.(stub);
    },
    options,
  );

/** The form with an invitation of Anna Nowak as a beneficiary filled in, its sending answered. */
async function openFilledForm() {
  const opened = await openForm(undefined, (stub) =>
    stub.on(memberEndpoints.createMember, {
      answer: { ...anna, status: 'PENDING', invitationDelivery: 'WAITING' },
    }),
  );
  const { user } = opened;
  await user.type(await screen.findByLabelText(/^First name/), 'Anna');
  await user.type(field('Last name'), 'Nowak');
  await user.type(field('E-mail'), 'anna.nowak@example.org');
  await user.selectOptions(field('Role'), 'Beneficiary');
  return opened;
}

const submit = () => screen.getByRole('button', { name: 'Send invitation' });

describe('add member', () => {
  it('asks before a half-filled invitation is left for another page', async () => {
    const { user, router } = await openForm();
    await user.type(await screen.findByLabelText(/^First name/), 'Alicja');

    // As a sidebar link does.
    await act(() => router.navigate('/'));
    expect(await screen.findByText('Leave without saving?')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(membersPath('/members/new'));
  });

  it('checks a field when it is left, then on every change', async () => {
    const { user } = await openForm();
    const firstName = await screen.findByLabelText(/^First name/);

    await user.type(firstName, 'Al');
    // Not while typing the first time…
    expect(firstName).not.toHaveAttribute('aria-invalid');
    await user.tab();
    // …but once left…
    expect(firstName).toHaveAccessibleDescription(
      expect.stringContaining('Must be at least 3 characters long'),
    );
    // …and fixed, the message goes as the field changes, before it is left.
    await user.type(firstName, 'a');
    await waitFor(() => expect(firstName).not.toHaveAttribute('aria-invalid'));

    await user.type(field('E-mail'), 'not-an-email');
    await user.tab();
    expect(await screen.findByText('Enter a valid email address')).toBeInTheDocument();
  });

  it('asks to fill in required fields on a submit with errors, and sends nothing', async () => {
    const { user, api } = await openForm();
    await screen.findByLabelText(/^First name/);

    await user.click(submit());

    expect(await screen.findByText('Fill in required fields')).toBeInTheDocument();
    expect(field('First name')).toHaveAttribute('aria-invalid', 'true');
    expect(field('Role')).toHaveAttribute('aria-invalid', 'true');
    expect(api.requestsTo(memberEndpoints.createMember)).toHaveLength(0);
  });

  it('invites the member with the creation payload and goes back to the list', async () => {
    const { user, api, router } = await openFilledForm();
    await user.selectOptions(field('Account'), "Guardian's account");
    await user.click(screen.getByRole('combobox', { name: 'Tags' }));
    await user.click(await screen.findByRole('option', { name: 'Pain management' }));
    await user.keyboard('{Escape}');
    await user.click(submit());

    expect(
      await screen.findByText('Invitation sent to anna.nowak@example.org'),
    ).toBeInTheDocument();
    const [request] = api.requestsTo(memberEndpoints.createMember);
    expect(request!.body).toEqual({
      firstName: 'Anna',
      lastName: 'Nowak',
      accountEmail: 'anna.nowak@example.org',
      role: 'BENEFICIARY',
      accountOwnerType: 'GUARDIAN_ACCOUNT',
      isSuperOperator: false,
      tags: [storedTags[1]!.id],
    } satisfies MemberCreate);
    await waitFor(() => expect(router.state.location.pathname).toBe(membersPath()));
  });

  it('sends the home outpost chosen among the organization’s with the invitation', async () => {
    const { user, api } = await openFilledForm();
    const outpost = storedOutposts[1]!;
    await user.selectOptions(field('Home outpost'), outpost.name);
    await user.click(submit());

    expect(
      await screen.findByText('Invitation sent to anna.nowak@example.org'),
    ).toBeInTheDocument();
    const [request] = api.requestsTo(memberEndpoints.createMember);
    expect(request!.body).toMatchObject({ homeOutpostId: outpost.id });
  });

  it('sends the person’s card filled in with the invitation, and asks for what an address lacks', async () => {
    const { user, api } = await openFilledForm();
    await user.selectOptions(field('Form of address'), 'Ms');
    await user.type(field('Street'), 'Długa');
    await user.type(field('City'), 'Kraków');
    await user.click(submit());

    // Half an address finds no door: the building and postal code are asked for, nothing sent.
    expect(field('Building')).toHaveAccessibleDescription(
      expect.stringContaining('Fill this in to save the address'),
    );
    expect(field('Postal code')).toHaveAttribute('aria-invalid', 'true');
    expect(api.requestsTo(memberEndpoints.createMember)).toHaveLength(0);

    await user.type(field('Building'), '12');
    await user.type(field('Postal code'), '31-001');
    await user.type(field('Access notes'), 'Kod do bramy 1234');
    await user.type(field('Care notes'), 'Woli wizyty przed południem.');
    await user.click(submit());

    expect(
      await screen.findByText('Invitation sent to anna.nowak@example.org'),
    ).toBeInTheDocument();
    const [request] = api.requestsTo(memberEndpoints.createMember);
    expect(request!.body).toMatchObject({
      formOfAddress: 'PANI',
      address: {
        street: 'Długa',
        building: '12',
        postalCode: '31-001',
        city: 'Kraków',
        accessNotes: 'Kod do bramy 1234',
      },
      careNotes: 'Woli wizyty przed południem.',
    } satisfies Partial<MemberCreate>);
    expect(request!.body).not.toHaveProperty('address.apartment');
  });

  it('lets a super operator invite a super operator, and only as an operator', async () => {
    const { user, api } = await openForm(undefined, (stub) =>
      stub.on(memberEndpoints.createMember, { answer: { ...anna, role: 'OPERATOR' } }),
    );
    await user.type(await screen.findByLabelText(/^First name/), 'Olaf');
    await user.type(field('Last name'), 'Nowy');
    await user.type(field('E-mail'), 'olaf@example.org');
    expect(screen.queryByRole('checkbox', { name: /Super operator/ })).not.toBeInTheDocument();
    await user.selectOptions(field('Role'), 'Operator');
    await user.click(screen.getByRole('checkbox', { name: /Super operator/ }));
    await user.click(submit());

    await screen.findByText('Invitation sent to olaf@example.org');
    expect(api.requestsTo(memberEndpoints.createMember)[0]!.body).toMatchObject({
      role: 'OPERATOR',
      isSuperOperator: true,
    });
  });

  it('offers a plain operator no operator role', async () => {
    await openForm({ isSuperOperator: false });
    const role = await screen.findByLabelText(/^Role/);
    expect(within(role).queryByRole('option', { name: 'Operator' })).not.toBeInTheDocument();
    expect(within(role).getByRole('option', { name: 'Assistant' })).toBeInTheDocument();
  });

  it('puts a duplicate e-mail on its field, and any other failure in a toast', async () => {
    const { user } = await openForm(undefined, (stub) =>
      stub
        .on(memberEndpoints.createMember, {
          answer: problem(409, problemTypes.duplicate, { detail: 'Already a member.' }),
        })
        .on(memberEndpoints.createMember, {
          answer: problem(503, problemTypes.internal, { detail: 'Try later.' }),
        }),
    );
    await user.type(await screen.findByLabelText(/^First name/), 'Anna');
    await user.type(field('Last name'), 'Nowak');
    await user.type(field('E-mail'), 'anna.nowak@example.org');
    await user.selectOptions(field('Role'), 'Assistant');

    await user.click(submit());
    expect(
      await screen.findByText('Someone with this e-mail is already a member of the organization'),
    ).toBeInTheDocument();
    expect(field('E-mail')).toHaveFocus();

    await user.click(submit());
    expect(await screen.findByText('It could not be created. Try again.')).toBeInTheDocument();
    expect(screen.getByText('Try later.')).toBeInTheDocument();
    // Nothing typed is lost.
    expect(field('First name')).toHaveValue('Anna');
  });
});

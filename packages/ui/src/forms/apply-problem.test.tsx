/// <reference types="@testing-library/jest-dom" />
import { i18n, initI18n } from '@care/i18n';
import { act, render, screen } from '@testing-library/react';
import { z } from 'zod';
import { ProblemError } from '../page/test-problem';
import { UiProvider } from '../system';
import {
  applyProblemToForm,
  fieldAtPath,
  type ApplyProblemOptions,
  type ProblemPlacement,
} from './apply-problem';
import { TextField } from './TextField';
import { useZodForm, type ZodForm } from './use-zod-form';

const schema = z.object({
  name: z.string(),
  tagIds: z.array(z.string()),
  address: z.object({ city: z.string(), street: z.string() }),
});
type MemberForm = ZodForm<typeof schema>;

let form: MemberForm;

function TestForm() {
  form = useZodForm(schema, {
    defaultValues: { name: '', tagIds: [], address: { city: '', street: '' } },
  });
  return (
    <form noValidate>
      <TextField control={form.control} name="name" label="Name" />
      <TextField control={form.control} name="address.street" label="Street" />
      <TextField control={form.control} name="address.city" label="City" />
    </form>
  );
}

function renderForm() {
  render(
    <UiProvider>
      <TestForm />
    </UiProvider>,
  );
}

const badRequest = (errors: Array<{ path: string; message: string }>) =>
  new ProblemError({
    type: 'validation-error',
    title: 'Bad Request',
    status: 400,
    detail: 'The request body is invalid.',
    errors,
  });

async function apply(error: unknown, options?: ApplyProblemOptions<z.input<typeof schema>>) {
  let placement: ProblemPlacement | undefined;
  // Async: the fields re-render after the errors land (and after focus moves).
  await act(async () => {
    placement = applyProblemToForm(error, form, options);
  });
  return placement!;
}

beforeAll(async () => {
  initI18n();
  await i18n.changeLanguage('en');
});

describe('applyProblemToForm', () => {
  it('puts a 400’s errors on their fields, nested paths included, and focuses the first', async () => {
    renderForm();

    const placement = await apply(
      badRequest([
        { path: 'address.city', message: 'Unknown city' },
        { path: 'name', message: 'Too short' },
      ]),
    );

    expect(placement).toMatchObject({
      placed: ['address.city', 'name'],
      unplaced: [],
      leftover: false,
    });
    const city = screen.getByRole('textbox', { name: 'City' });
    expect(city).toHaveAccessibleDescription('Unknown city');
    expect(city).toHaveFocus();
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveAccessibleDescription('Too short');
    expect(screen.getByRole('textbox', { name: 'Street' })).not.toHaveAccessibleDescription();
  });

  it('reports the paths no field has, so the caller can tell the user otherwise', async () => {
    renderForm();

    const placement = await apply(
      badRequest([
        { path: 'name', message: 'Too short' },
        { path: 'nickname', message: 'Unrecognized key' },
        { path: 'address', message: 'Expected an object' },
      ]),
    );

    expect(placement.placed).toEqual(['name']);
    expect(placement.unplaced).toEqual([
      { path: 'nickname', message: 'Unrecognized key' },
      { path: 'address', message: 'Expected an object' },
    ]);
    expect(placement.leftover).toBe(true);
  });

  it('shows an error inside a list of values on the list’s field', async () => {
    renderForm();
    const placement = await apply(badRequest([{ path: 'tagIds.1', message: 'Unknown tag' }]));
    expect(placement.placed).toEqual(['tagIds']);
    expect(form.getFieldState('tagIds').error?.message).toBe('Unknown tag');
  });

  it('keeps the first message when a field has several', async () => {
    renderForm();
    const placement = await apply(
      badRequest([
        { path: 'name', message: 'Too short' },
        { path: 'name', message: 'Not allowed' },
      ]),
    );
    expect(placement.placed).toEqual(['name']);
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveAccessibleDescription('Too short');
  });

  it('maps API paths to differently named fields and translates messages when asked', async () => {
    renderForm();
    const placement = await apply(badRequest([{ path: 'fullName', message: 'Too short' }]), {
      fieldOf: (path) => (path === 'fullName' ? 'name' : undefined),
      fieldMessage: () => 'Za krótkie',
    });
    expect(placement.placed).toEqual(['name']);
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveAccessibleDescription('Za krótkie');
  });

  it('puts a 409 of a mapped type on its field with the given message', async () => {
    renderForm();

    const placement = await apply(
      new ProblemError({
        type: 'duplicate',
        title: 'Conflict',
        status: 409,
        detail: 'A tag with this name already exists in the organization.',
      }),
      { conflicts: { duplicate: { field: 'name', message: 'This name is taken' } } },
    );

    expect(placement).toMatchObject({ placed: ['name'], leftover: false });
    const name = screen.getByRole('textbox', { name: 'Name' });
    expect(name).toHaveAccessibleDescription('This name is taken');
    expect(name).toHaveFocus();
  });

  it('leaves any other problem, and failures without one, to the caller', async () => {
    renderForm();
    const conflicts = { duplicate: { field: 'name' as const, message: 'This name is taken' } };

    const otherConflict = await apply(
      new ProblemError({ type: 'invalid-transition', title: 'Conflict', status: 409 }),
      { conflicts },
    );
    expect(otherConflict).toMatchObject({ placed: [], leftover: true });
    expect(otherConflict.problem?.type).toBe('invalid-transition');

    const serverError = await apply(
      new ProblemError({ type: 'internal-error', title: 'Server error', status: 500 }),
      { conflicts },
    );
    expect(serverError).toMatchObject({ placed: [], leftover: true });

    const offline = await apply(new TypeError('Failed to fetch'), { conflicts });
    expect(offline).toEqual({ placed: [], unplaced: [], problem: undefined, leftover: true });
    expect(screen.getByRole('textbox', { name: 'Name' })).not.toHaveAccessibleDescription();
  });
});

describe('fieldAtPath', () => {
  const values = {
    name: '',
    phone: null,
    address: { city: '' },
    tagIds: ['a', 'b'],
    contacts: [{ email: '' }],
  };

  it.each([
    ['name', 'name'],
    ['phone', 'phone'],
    ['address.city', 'address.city'],
    ['tagIds.1', 'tagIds'],
    ['tagIds', 'tagIds'],
    ['contacts.0.email', 'contacts.0.email'],
  ])('finds the field of %s', (path, field) => {
    expect(fieldAtPath(values, path)).toBe(field);
  });

  it.each(['', 'nickname', 'address', 'address.zip', 'contacts.3.email', 'constructor'])(
    'finds no field for %p',
    (path) => {
      expect(fieldAtPath(values, path)).toBeUndefined();
    },
  );
});

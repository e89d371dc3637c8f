/// <reference types="@testing-library/jest-dom" />
import { render, screen, waitFor, within } from '@testing-library/react';
import { z } from 'zod';
import { useZodForm } from '../forms/use-zod-form';
import { UiProvider } from '../system';
import { TagMultiSelectField, type TagOption } from './TagMultiSelectField';
import { inLanguage, prepareJsdomForPopups, setUpUser } from './test-setup';

jest.setTimeout(20_000);

const tags: TagOption[] = [
  { id: 't1', name: 'Home care', abbr: 'HOME', color: '2b6cb0', textColor: 'ffffff', icon: 'home' },
  { id: 't2', name: 'Pain management', abbr: 'PAIN', color: 'f6e05e', textColor: null },
  { id: 't3', name: 'Żywienie', abbr: 'DIET', color: '38a169', textColor: 'ffffff' },
];

const schema = z.object({ tagIds: z.array(z.string()) });
type Values = z.infer<typeof schema>;

function MemberTagsForm({
  onSubmit,
  tagIds,
}: {
  onSubmit: (values: Values) => void;
  tagIds: string[];
}) {
  const form = useZodForm(schema, { defaultValues: { tagIds } });
  return (
    <form noValidate onSubmit={form.submit(onSubmit)}>
      <TagMultiSelectField control={form.control} name="tagIds" label="Tags" tags={tags} />
      <button type="submit">Save</button>
    </form>
  );
}

function renderForm(tagIds: string[] = []) {
  const onSubmit = jest.fn();
  render(
    <UiProvider>
      <MemberTagsForm onSubmit={onSubmit} tagIds={tagIds} />
    </UiProvider>,
  );
  return { onSubmit, user: setUpUser(), input: screen.getByRole('combobox', { name: 'Tags' }) };
}

const chosenBadges = () =>
  within(screen.getByRole('list', { name: 'Chosen tags' }))
    .getAllByRole('listitem')
    .map((item) => item.querySelector('[title]')!);

async function submitted(user: ReturnType<typeof setUpUser>, onSubmit: jest.Mock) {
  await user.click(screen.getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
  return onSubmit.mock.calls[0][0];
}

beforeAll(async () => {
  prepareJsdomForPopups();
  await inLanguage('en');
});

describe('TagMultiSelectField', () => {
  it('shows the chosen tags as their coloured badges', () => {
    renderForm(['t2', 't1']);

    const [pain, home] = chosenBadges();
    expect(pain).toHaveAttribute('title', 'Pain management');
    expect(pain).toHaveTextContent('PAIN');
    expect(getComputedStyle(pain!).backgroundColor).toBe('rgb(246, 224, 94)');
    expect(home).toHaveAttribute('title', 'Home care');
    expect(getComputedStyle(home!).backgroundColor).toBe('rgb(43, 108, 176)');
  });

  it('adds tags found by name or abbreviation, one after another, from the keyboard', async () => {
    const { user, input, onSubmit } = renderForm();
    expect(screen.queryByRole('list', { name: 'Chosen tags' })).not.toBeInTheDocument();

    await user.type(input, 'zyw');
    const listbox = await screen.findByRole('listbox');
    expect(
      within(listbox)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual([expect.stringContaining('Żywienie')]);
    await waitFor(() =>
      expect(within(listbox).getByRole('option', { name: 'Żywienie' })).toHaveAttribute(
        'data-highlighted',
      ),
    );
    await user.keyboard('{Enter}');

    // The list stays open for the next tag, with the search cleared.
    await waitFor(() => expect(input).toHaveValue(''));
    expect(screen.getByRole('listbox')).toBeInTheDocument();
    await user.type(input, 'pain');
    await waitFor(() =>
      expect(screen.getByRole('option', { name: 'Pain management' })).toHaveAttribute(
        'data-highlighted',
      ),
    );
    await user.keyboard('{Enter}{Escape}');

    await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());
    expect(chosenBadges().map((badge) => badge.getAttribute('title'))).toEqual([
      'Żywienie',
      'Pain management',
    ]);
    expect(await submitted(user, onSubmit)).toEqual({ tagIds: ['t3', 't2'] });
  });

  it('finds a tag by its abbreviation', async () => {
    const { user, input } = renderForm();
    await user.type(input, 'home');
    expect(
      within(await screen.findByRole('listbox'))
        .getAllByRole('option')
        .map((option) => option.getAttribute('data-value')),
    ).toEqual(['t1']);
  });

  it('removes a chosen tag with its own button', async () => {
    const { user, onSubmit } = renderForm(['t1', 't2']);

    await user.click(screen.getByRole('button', { name: 'Remove Home care' }));

    expect(chosenBadges().map((badge) => badge.getAttribute('title'))).toEqual(['Pain management']);
    expect(await submitted(user, onSubmit)).toEqual({ tagIds: ['t2'] });
  });

  it('marks the chosen tags in the list, and choosing one again removes it', async () => {
    const { user, input, onSubmit } = renderForm(['t1']);

    await user.click(input);
    const home = await screen.findByRole('option', { name: 'Home care' });
    expect(home).toHaveAttribute('aria-selected', 'true');
    await user.click(home);

    await waitFor(() =>
      expect(screen.queryByRole('list', { name: 'Chosen tags' })).not.toBeInTheDocument(),
    );
    expect(await submitted(user, onSubmit)).toEqual({ tagIds: [] });
  });
});

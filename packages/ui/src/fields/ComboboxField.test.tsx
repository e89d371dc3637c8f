/// <reference types="@testing-library/jest-dom" />
import { act, render, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { z } from 'zod';
import { useZodForm } from '../forms/use-zod-form';
import { UiProvider } from '../system';
import { ComboboxField, SEARCH_DEBOUNCE_MS, type ComboboxOption } from './ComboboxField';
import { inLanguage, prepareJsdomForPopups, setUpUser } from './test-setup';

jest.setTimeout(20_000);

const assistants: ComboboxOption[] = [
  { value: 'a1', label: 'Anna Nowak', description: 'anna@care.test' },
  { value: 'a2', label: 'Jan Kowalski' },
  { value: 'a3', label: 'Łucja Kowalczyk' },
];

const schema = z.object({ assistantId: z.string().min(1) });
type Values = z.infer<typeof schema>;

interface FormProps {
  onSubmit: (values: Values) => void;
  assistantId?: string;
  /** The options as the page has them: all at once, or found on the server. */
  source:
    { kind: 'local' } | { kind: 'server'; search: (text: string) => Promise<ComboboxOption[]> };
  selectedOption?: ComboboxOption;
}

function AssistantForm({ onSubmit, assistantId = '', source, selectedOption }: FormProps) {
  const form = useZodForm(schema, { defaultValues: { assistantId } });
  const [found, setFound] = useState<ComboboxOption[]>([]);
  const [loading, setLoading] = useState(false);
  const search = async (text: string) => {
    if (source.kind !== 'server') return;
    setLoading(true);
    setFound(await source.search(text));
    setLoading(false);
  };
  return (
    <form noValidate onSubmit={form.submit(onSubmit)}>
      <ComboboxField
        control={form.control}
        name="assistantId"
        label="Assistant"
        options={source.kind === 'local' ? assistants : found}
        onSearch={source.kind === 'server' ? search : undefined}
        loading={loading}
        selectedOption={selectedOption}
      />
      <button type="submit">Save</button>
    </form>
  );
}

function renderForm(props: Omit<FormProps, 'onSubmit'>) {
  const onSubmit = jest.fn();
  render(
    <UiProvider>
      <AssistantForm onSubmit={onSubmit} {...props} />
    </UiProvider>,
  );
  return {
    onSubmit,
    user: setUpUser(),
    input: screen.getByRole('combobox', { name: 'Assistant' }),
  };
}

const optionNames = () =>
  within(screen.getByRole('listbox'))
    .queryAllByRole('option')
    .map((option) => option.textContent);

async function submitted(user: ReturnType<typeof setUpUser>, onSubmit: jest.Mock) {
  await user.click(screen.getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
  return onSubmit.mock.calls[0][0];
}

beforeAll(async () => {
  prepareJsdomForPopups();
  await inLanguage('en');
});

describe('ComboboxField over options it has', () => {
  it('narrows the options as the user types, ignoring case and accents, and picks with Enter', async () => {
    const { user, input, onSubmit } = renderForm({ source: { kind: 'local' } });

    await user.type(input, 'lucja');
    expect(await screen.findByRole('listbox')).toBeInTheDocument();
    // The list narrows after the input event settles; on a loaded machine that is not at once.
    await waitFor(() => expect(optionNames()).toEqual(['Łucja Kowalczyk']));

    await user.clear(input);
    await user.type(input, 'kow');
    await waitFor(() => expect(optionNames()).toEqual(['Jan Kowalski', 'Łucja Kowalczyk']));
    // Typing highlights the first match, so Enter alone would take it; one down is the next.
    const [jan, lucja] = within(screen.getByRole('listbox')).getAllByRole('option');
    await waitFor(() => expect(jan).toHaveAttribute('data-highlighted'));

    await user.keyboard('{ArrowDown}');
    expect(lucja).toHaveAttribute('data-highlighted');
    expect(input).toHaveAttribute('aria-activedescendant', lucja!.id);
    await user.keyboard('{Enter}');

    await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());
    expect(input).toHaveValue('Łucja Kowalczyk');
    expect(await submitted(user, onSubmit)).toEqual({ assistantId: 'a3' });
  });

  it('takes a click on an option too', async () => {
    const { user, input, onSubmit } = renderForm({ source: { kind: 'local' } });

    await user.type(input, 'an');
    await user.click(await screen.findByRole('option', { name: /Anna Nowak/ }));

    await waitFor(() => expect(input).toHaveValue('Anna Nowak'));
    expect(await submitted(user, onSubmit)).toEqual({ assistantId: 'a1' });
  });

  it('opens the whole list from the keyboard and closes it with Escape', async () => {
    const { user, input } = renderForm({ source: { kind: 'local' } });

    await user.tab();
    expect(input).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(await screen.findByRole('listbox')).toBeInTheDocument();
    await waitFor(() =>
      expect(optionNames()).toEqual([
        'Anna Nowakanna@care.test',
        'Jan Kowalski',
        'Łucja Kowalczyk',
      ]),
    );

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());
    expect(input).toHaveFocus();
    expect(input).toHaveValue('');
  });

  it('says when nothing matches', async () => {
    const { user, input } = renderForm({ source: { kind: 'local' } });
    await user.type(input, 'zzz');
    expect(await screen.findByText('Nothing matches')).toBeInTheDocument();
    await waitFor(() => expect(optionNames()).toEqual([]));
  });

  it('shows the saved choice by its label and clears it', async () => {
    const { user, input, onSubmit } = renderForm({
      source: { kind: 'local' },
      assistantId: 'a2',
    });
    expect(input).toHaveValue('Jan Kowalski');

    await user.click(screen.getByRole('button', { name: 'Clear Assistant' }));

    expect(input).toHaveValue('');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('This field is required')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('puts back the chosen label when the user types and leaves without choosing', async () => {
    const { user, input } = renderForm({ source: { kind: 'local' }, assistantId: 'a1' });

    await user.clear(input);
    await user.type(input, 'Jan');
    await user.click(document.body);

    await waitFor(() => expect(input).toHaveValue('Anna Nowak'));
  });
});

describe('ComboboxField over options found on the server', () => {
  /** A server whose answers the test releases one by one. */
  function server() {
    const pending: Array<{ text: string; answer: (options: ComboboxOption[]) => void }> = [];
    const search = jest.fn(
      (text: string) =>
        new Promise<ComboboxOption[]>((resolve) => pending.push({ text, answer: resolve })),
    );
    const answer = async (options: ComboboxOption[]) => {
      await act(async () => pending.shift()!.answer(options));
    };
    return { search, pending, answer };
  }

  it('searches once typing pauses, says it is loading, then offers what was found', async () => {
    const api = server();
    const { user, input, onSubmit } = renderForm({
      source: { kind: 'server', search: api.search },
    });

    await user.type(input, 'kow');
    expect(api.search).not.toHaveBeenCalled();

    await waitFor(() => expect(api.search).toHaveBeenCalledTimes(1), {
      timeout: SEARCH_DEBOUNCE_MS * 5,
    });
    expect(api.search).toHaveBeenCalledWith('kow');
    expect(await screen.findByRole('status')).toHaveTextContent('Loading…');
    expect(screen.queryByText('Nothing matches')).not.toBeInTheDocument();

    await api.answer([assistants[1]!, assistants[2]!]);

    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    await waitFor(() => expect(optionNames()).toEqual(['Jan Kowalski', 'Łucja Kowalczyk']));
    await user.keyboard('{Enter}');

    await waitFor(() => expect(input).toHaveValue('Jan Kowalski'));
    expect(await submitted(user, onSubmit)).toEqual({ assistantId: 'a2' });
  });

  it('keeps showing the chosen option when a later search no longer finds it', async () => {
    const api = server();
    const { user, input, onSubmit } = renderForm({
      source: { kind: 'server', search: api.search },
      assistantId: 'a1',
      selectedOption: assistants[0],
    });
    expect(input).toHaveValue('Anna Nowak');

    await user.clear(input);
    await user.type(input, 'xyz');
    await waitFor(() => expect(api.pending).toHaveLength(1), { timeout: SEARCH_DEBOUNCE_MS * 5 });
    await api.answer([]);
    expect(await screen.findByText('Nothing matches')).toBeInTheDocument();

    await user.keyboard('{Escape}');
    await user.click(document.body);

    await waitFor(() => expect(input).toHaveValue('Anna Nowak'));
    expect(await submitted(user, onSubmit)).toEqual({ assistantId: 'a1' });
  });
});

/// <reference types="@testing-library/jest-dom" />
import { i18n, initI18n } from '@care/i18n';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { z } from 'zod';
import { toaster } from '../feedback/toaster';
import { getSystem, UiProvider } from '../system';

const system = getSystem();
import { Toaster } from '../toaster';
import { ColorField, SWATCH_EDGE_COLOR } from './ColorField';
import { IconPickerField } from './IconPickerField';
import { TextField } from './TextField';
import { useZodForm } from './use-zod-form';

const schema = z.strictObject({
  name: z.string().trim().min(3).max(255),
  abbr: z.string().trim().min(1).max(10),
  color: z.string().regex(/^[0-9a-fA-F]{6}$/),
  icon: z.string().min(1),
});
type Values = z.infer<typeof schema>;

function TestForm({
  onSubmit,
  defaults = {},
}: {
  onSubmit: (values: Values) => void;
  defaults?: Partial<Values>;
}) {
  const form = useZodForm(schema, {
    defaultValues: { name: '', abbr: '', color: '336699', icon: '', ...defaults },
  });
  return (
    <form noValidate onSubmit={form.submit(onSubmit)}>
      <TextField control={form.control} name="name" label="Name" />
      <TextField control={form.control} name="abbr" label="Abbreviation" />
      <ColorField control={form.control} name="color" label="Colour" />
      <IconPickerField control={form.control} name="icon" label="Icon" />
      <button type="submit">Save</button>
    </form>
  );
}

function renderForm(defaults?: Partial<Values>) {
  const onSubmit = jest.fn();
  render(
    <UiProvider>
      <TestForm onSubmit={onSubmit} defaults={defaults} />
      <Toaster />
    </UiProvider>,
  );
  return {
    onSubmit,
    user: userEvent.setup({ delay: null, pointerEventsCheck: PointerEventsCheckLevel.Never }),
  };
}

// Forms in jsdom on a busy 2-core machine can take seconds per test.
jest.setTimeout(20_000);

beforeAll(async () => {
  initI18n();
  await i18n.changeLanguage('en');
});
afterEach(() => act(() => toaster.remove()));

describe('useZodForm', () => {
  it('validates a field when it loses focus, not while the user is still typing', async () => {
    const { user } = renderForm();
    const name = screen.getByRole('textbox', { name: 'Name' });

    await user.type(name, 'ab');
    expect(screen.queryByText('Must be at least 3 characters long')).not.toBeInTheDocument();
    expect(name).not.toHaveAttribute('aria-invalid');

    await user.tab();
    expect(await screen.findByText('Must be at least 3 characters long')).toBeInTheDocument();
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(name).toHaveAccessibleDescription('Must be at least 3 characters long');
  });

  it('clears an error as soon as a change fixes it, without waiting for blur', async () => {
    const { user } = renderForm();
    const abbr = screen.getByRole('textbox', { name: 'Abbreviation' });

    await user.type(abbr, 'ABCDEFGHIJK');
    await user.tab();
    expect(await screen.findByText('Must be at most 10 characters long')).toBeInTheDocument();

    await user.click(abbr);
    await user.keyboard('{Backspace}');
    await waitFor(() =>
      expect(screen.queryByText('Must be at most 10 characters long')).not.toBeInTheDocument(),
    );
    expect(abbr).toHaveFocus();
    expect(abbr).not.toHaveAttribute('aria-invalid');
  });

  it('re-validates on change after a submit', async () => {
    const { user } = renderForm({ abbr: 'AB', icon: 'heart' });
    const name = screen.getByRole('textbox', { name: 'Name' });

    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Must be at least 3 characters long')).toBeInTheDocument();

    await user.type(name, 'abc');
    await waitFor(() => expect(name).not.toHaveAttribute('aria-invalid'));
  });

  it('on a submit with errors, asks to fill in required fields and focuses the first invalid field', async () => {
    const { user, onSubmit } = renderForm({ name: 'Valid name' });

    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Fill in required fields')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Abbreviation' })).toHaveFocus();
    expect(screen.getByRole('group', { name: 'Icon' })).toHaveAccessibleDescription(
      'This field is required',
    );
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('shows one "fill in required fields" toast however often a submit fails, and closes it on a good one', async () => {
    const { user, onSubmit } = renderForm({ abbr: 'AB', icon: 'heart' });
    const save = screen.getByRole('button', { name: 'Save' });

    await user.click(save);
    await user.click(save);
    await user.click(save);

    await screen.findByText('Fill in required fields');
    // Give a second and third toast the time to show, were they queued.
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(screen.getAllByText('Fill in required fields')).toHaveLength(1);

    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Home care');
    await user.click(save);

    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    await waitFor(() =>
      expect(screen.queryByText('Fill in required fields')).not.toBeInTheDocument(),
    );
  });

  it('submits the parsed values', async () => {
    const { user, onSubmit } = renderForm();

    await user.type(screen.getByRole('textbox', { name: 'Name' }), '  Palliative care ');
    await user.type(screen.getByRole('textbox', { name: 'Abbreviation' }), 'PC');
    await user.click(screen.getByRole('radio', { name: 'Stethoscope' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0][0]).toEqual({
      name: 'Palliative care',
      abbr: 'PC',
      color: '336699',
      icon: 'stethoscope',
    });
  });
});

describe('the line of a field’s error', () => {
  /** The column of label, control, hint and error that a field (or a group of fields) is. */
  const columnOf = (element: HTMLElement) =>
    element.closest<HTMLElement>('[data-scope="field"][data-part="root"], fieldset')!;

  // jsdom lays nothing out, so this checks what decides the layout: the elements of the
  // field's column and the reserved line's size. That the Save button then stays under
  // the pointer (and the first click counts) only a browser can show.
  it.each([
    ['a text field', () => screen.getByRole('textbox', { name: 'Name' })],
    ['a radio group', () => screen.getByRole('radio', { name: 'Heart' })],
  ])(
    'is there before %s shows an error, so nothing below moves when it does',
    async (_, control) => {
      const { user } = renderForm();
      const column = columnOf(control());
      const before = Array.from(column.children);
      const line = column.querySelector<HTMLElement>('[data-part="error-line"]')!;
      expect(line).toBeEmptyDOMElement();
      // One line in the error text's own text style (the recipe's; jsdom cannot apply it).
      const part = column.tagName === 'FIELDSET' ? 'fieldset' : 'field';
      const errorTextStyle = system.getSlotRecipe(part).base?.errorText?.textStyle;
      expect(getComputedStyle(line).minHeight).toBe('1lh');
      expect(getComputedStyle(line).fontSize).toBe(`var(--chakra-font-sizes-${errorTextStyle})`);

      // Leaving the fields empty: the blur that a click on Save starts with shows their errors.
      await user.click(screen.getByRole('button', { name: 'Save' }));

      await screen.findByText('Fill in required fields');
      await waitFor(() => expect(line).not.toBeEmptyDOMElement());
      expect(Array.from(column.children)).toEqual(before);
      expect(line.firstElementChild).toHaveTextContent(/\w/);
    },
  );
});

describe('ColorField', () => {
  it('keeps the palette and the hex text in step, storing the value without "#"', async () => {
    const { user, onSubmit } = renderForm({ name: 'Home care', abbr: 'HC', icon: 'home' });
    const hex = screen.getByRole('textbox', { name: 'Colour' });
    const palette = screen.getByLabelText('Colour: pick on a palette');
    expect(palette).toHaveValue('#336699');

    await user.clear(hex);
    await user.type(hex, '#FF8800');
    expect(hex).toHaveValue('FF8800');
    expect(palette).toHaveValue('#ff8800');

    // jsdom has no colour picker: set the value the way the browser's picker does.
    fireEvent.input(palette, { target: { value: '#00aa55' } });
    expect(hex).toHaveValue('00aa55');

    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0][0]).toMatchObject({ color: '00aa55' });
  });

  it('shows a translated error for a value that is not 6 hex digits', async () => {
    const { user } = renderForm();
    const hex = screen.getByRole('textbox', { name: 'Colour' });

    await user.clear(hex);
    await user.type(hex, 'zz12');
    await user.tab();

    expect(hex).toHaveAttribute('aria-invalid', 'true');
    expect(hex).toHaveAccessibleDescription('The format is not valid');
  });
});

/** WCAG contrast ratio of two '#rrggbb' colours. */
function contrastRatio(a: string, b: string): number {
  const luminance = (hex: string) => {
    const [r = 0, g = 0, b = 0] = [1, 3, 5]
      .map((offset) => parseInt(hex.slice(offset, offset + 2), 16) / 255)
      .map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
    return 0.2126 * r + 0.7152 * g + 0.0722 * b;
  };
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/** A semantic colour token's value in light or dark mode, as '#rrggbb'. */
function colorIn(mode: '_light' | '_dark', token: string): string {
  const conditions = system.tokens.getByName(`colors.${token}`)?.extensions.conditions as
    Record<string, string> | undefined;
  const reference = conditions?.[mode] ?? '';
  return system.token(reference.replace(/^\{|\}$/g, ''));
}

describe('ColorField swatch', () => {
  it('has an edge that contrasts at least 3:1 with the page and with panels in both modes', () => {
    render(
      <UiProvider>
        <TestForm onSubmit={jest.fn()} defaults={{ color: '1a202c' }} />
      </UiProvider>,
    );
    const palette = screen.getByLabelText('Colour: pick on a palette');
    expect(getComputedStyle(palette).borderColor).toBe(
      `var(--chakra-colors-${SWATCH_EDGE_COLOR.replace('.', '-')})`,
    );

    for (const mode of ['_light', '_dark'] as const) {
      for (const background of ['bg', 'bg.panel']) {
        const ratio = contrastRatio(colorIn(mode, SWATCH_EDGE_COLOR), colorIn(mode, background));
        expect({ mode, background, enough: ratio >= 3 }).toEqual({
          mode,
          background,
          enough: true,
        });
      }
    }
  });
});

describe('IconPickerField', () => {
  it('is a radio group reachable and operable by keyboard', async () => {
    const { user } = renderForm({ icon: 'heart' });
    const group = screen.getByRole('group', { name: 'Icon' });
    const heart = screen.getByRole('radio', { name: 'Heart' });
    expect(heart).toBeChecked();
    expect(group).toContainElement(heart);

    heart.focus();
    await user.keyboard('{ArrowRight}');

    const next = screen.getByRole('radio', { name: 'Heartbeat' });
    expect(next).toBeChecked();
    expect(next).toHaveFocus();
    expect(heart).not.toBeChecked();
  });
});

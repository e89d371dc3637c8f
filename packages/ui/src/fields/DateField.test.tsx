/// <reference types="@testing-library/jest-dom" />
import { act, render, screen, waitFor, within } from '@testing-library/react';
import { z } from 'zod';
import { useZodForm } from '../forms/use-zod-form';
import { UiProvider } from '../system';
import { DateField } from './DateField';
import { inLanguage, prepareJsdomForPopups, setUpUser } from './test-setup';

jest.setTimeout(20_000);

const schema = z.object({ visit: z.iso.date() });
type Values = z.infer<typeof schema>;

function VisitForm({
  onSubmit,
  visit = '',
  min,
  max,
}: {
  onSubmit: (values: Values) => void;
  visit?: string;
  min?: string;
  max?: string;
}) {
  const form = useZodForm(schema, { defaultValues: { visit } });
  return (
    <form noValidate onSubmit={form.submit(onSubmit)}>
      <DateField control={form.control} name="visit" label="Visit" min={min} max={max} />
      <button type="submit">Save</button>
    </form>
  );
}

function renderForm(props: Partial<Parameters<typeof VisitForm>[0]> = {}) {
  const onSubmit = jest.fn();
  render(
    <UiProvider>
      <VisitForm onSubmit={onSubmit} {...props} />
    </UiProvider>,
  );
  return { onSubmit, user: setUpUser(), input: screen.getByRole('textbox') };
}

async function openCalendar(user: ReturnType<typeof setUpUser>, name: RegExp) {
  await user.click(screen.getByRole('button', { name }));
  return screen.findByRole('grid');
}

/** The calendar's weekday names, left to right (hidden from screen readers, who hear each day's full date). */
const weekdayHeaders = (calendar: HTMLElement) =>
  within(calendar)
    .getAllByRole('columnheader', { hidden: true })
    .map((header) => header.textContent);

const SUNDAY = new Date(2025, 2, 2);
const MONDAY = new Date(2025, 2, 3);
/** A week's short weekday names in a locale, from the given day on. */
const weekdayNames = (locale: string, from: Date) =>
  Array.from({ length: 7 }, (_, offset) =>
    new Intl.DateTimeFormat(locale, { weekday: 'short' }).format(
      new Date(from.getFullYear(), from.getMonth(), from.getDate() + offset),
    ),
  );

beforeAll(prepareJsdomForPopups);

describe('DateField in Polish', () => {
  beforeEach(() => inLanguage('pl'));

  it('is typed and shown as dd.mm.yy and stores the ISO day', async () => {
    const { user, input, onSubmit } = renderForm();
    expect(screen.getByRole('textbox', { name: 'Visit' })).toBe(input);
    expect(input).toHaveAttribute('placeholder', 'dd.mm.rr');

    await user.type(input, '5.3.25');
    await user.tab();
    expect(input).toHaveValue('05.03.25');

    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0][0]).toEqual({ visit: '2025-03-05' });
  });

  it('starts the week on Monday', async () => {
    const { user } = renderForm({ visit: '2025-03-05' });
    expect(screen.getByRole('textbox')).toHaveValue('05.03.25');

    const calendar = await openCalendar(user, /Otwórz kalendarz/);

    expect(weekdayHeaders(calendar)).toEqual(weekdayNames('pl-PL', MONDAY));
    // March 2025 begins on a Saturday: the first row is Monday 24 to Sunday 2.
    const firstWeek = within(calendar).getAllByRole('row')[0]!;
    expect(within(firstWeek).getAllByRole('gridcell')[0]).toHaveTextContent('24');
  });

  it('says what is wrong with text that is no date', async () => {
    const { user, input, onSubmit } = renderForm();

    await user.type(input, '31.02.25');
    await user.tab();

    expect(input).toHaveValue('31.02.25');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Podaj poprawną datę');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSubmit).not.toHaveBeenCalled();
  });
});

describe('DateField in English', () => {
  beforeEach(() => inLanguage('en'));

  it('is typed and shown as mm/dd/yy and stores the ISO day', async () => {
    const { user, input, onSubmit } = renderForm();
    expect(input).toHaveAttribute('placeholder', 'mm/dd/yy');

    await user.type(input, '3/5/2025');
    await user.tab();
    expect(input).toHaveValue('03/05/25');

    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0][0]).toEqual({ visit: '2025-03-05' });
  });

  it('starts the week on Sunday', async () => {
    const { user } = renderForm({ visit: '2025-03-05' });

    const calendar = await openCalendar(user, /Open the calendar/);

    expect(weekdayHeaders(calendar)).toEqual(weekdayNames('en-US', SUNDAY));
    const firstWeek = within(calendar).getAllByRole('row')[0]!;
    expect(within(firstWeek).getAllByRole('gridcell')[0]).toHaveTextContent('23');
  });

  it('is picked with the keyboard alone', async () => {
    const { user, input, onSubmit } = renderForm({ visit: '2025-03-05' });

    await user.click(input);
    await user.tab();
    const trigger = screen.getByRole('button', { name: 'Open the calendar for Visit' });
    expect(trigger).toHaveFocus();
    await user.keyboard('{Enter}');
    const calendar = await screen.findByRole('grid');
    await waitFor(() =>
      expect(within(calendar).getByRole('button', { name: /March 5, 2025/ })).toHaveFocus(),
    );

    // A week on, then a day back: Wednesday the 11th.
    await user.keyboard('{ArrowDown}{ArrowLeft}{Enter}');

    await waitFor(() => expect(screen.queryByRole('grid')).not.toBeInTheDocument());
    expect(input).toHaveValue('03/11/25');
    await waitFor(() => expect(trigger).toHaveFocus());

    // Escape closes without picking.
    await user.keyboard('{Enter}');
    await screen.findByRole('grid');
    await user.keyboard('{ArrowRight}{Escape}');
    await waitFor(() => expect(screen.queryByRole('grid')).not.toBeInTheDocument());
    expect(input).toHaveValue('03/11/25');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0][0]).toEqual({ visit: '2025-03-11' });
  });

  it('offers no day outside min and max', async () => {
    const { user } = renderForm({ visit: '2025-03-05', min: '2025-03-03', max: '2025-03-20' });

    const calendar = await openCalendar(user, /Open the calendar/);

    const day = (date: RegExp) => within(calendar).getByRole('button', { name: date });
    expect(day(/March 2, 2025/)).toHaveAttribute('aria-disabled', 'true');
    expect(day(/March 3, 2025/)).not.toHaveAttribute('aria-disabled');
    expect(day(/March 20, 2025/)).not.toHaveAttribute('aria-disabled');
    expect(day(/March 21, 2025/)).toHaveAttribute('aria-disabled', 'true');
  });

  it('shows the date again in the new language’s way when the language changes', async () => {
    const { input, user } = renderForm({ visit: '2025-03-05' });
    expect(input).toHaveValue('03/05/25');

    await act(() => inLanguage('pl'));

    expect(input).toHaveValue('05.03.25');
    expect(input).toHaveAttribute('placeholder', 'dd.mm.rr');
    const calendar = await openCalendar(user, /Otwórz kalendarz/);
    expect(weekdayHeaders(calendar)).toEqual(weekdayNames('pl-PL', MONDAY));
    expect(screen.getByRole('button', { name: 'Wybierz miesiąc' })).toHaveTextContent(
      'marzec 2025',
    );
  });
});

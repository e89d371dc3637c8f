/// <reference types="@testing-library/jest-dom" />
import { i18n, initI18n } from '@care/i18n';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { createMemoryRouter, Link, RouterProvider, useNavigate } from '@care/platform/router';
import { z } from 'zod';
import { UiProvider } from '../system';
import { TextField } from './TextField';
import { useUnsavedChangesGuard } from './use-unsaved-changes-guard';
import { useZodForm } from './use-zod-form';

// Forms in jsdom on a busy 2-core machine can take seconds per test.
jest.setTimeout(20_000);

beforeAll(async () => {
  initI18n();
  await i18n.changeLanguage('en');
  // jsdom lays nothing out, so to the focus trap every element would look hidden.
  jest
    .spyOn(HTMLElement.prototype, 'getClientRects')
    .mockReturnValue([new DOMRect(0, 0, 10, 10)] as unknown as DOMRectList);
});

const schema = z.strictObject({ name: z.string().trim().min(1) });

/** A form that saves after a moment and then goes to the list, as the panel's forms do. */
function NameForm({ save }: { save: (name: string) => Promise<void> }) {
  const navigate = useNavigate();
  const form = useZodForm(schema, { defaultValues: { name: 'Anna' } });
  const leaveGuard = useUnsavedChangesGuard(form.formState);
  return (
    <form
      noValidate
      onSubmit={form.submit(async ({ name }) => {
        await save(name);
        await navigate('/list');
      })}
    >
      <TextField control={form.control} name="name" label="Name" />
      <button type="submit">Save</button>
      <Link to="/list">To the list</Link>
      <Link to="/edit?tab=history">History tab</Link>
      {leaveGuard}
    </form>
  );
}

function renderForm(save: (name: string) => Promise<void> = async () => undefined) {
  const router = createMemoryRouter(
    [
      { path: '/edit', element: <NameForm save={save} /> },
      { path: '/list', element: <h1>The list</h1> },
    ],
    { initialEntries: ['/list', '/edit'], initialIndex: 1 },
  );
  render(
    <UiProvider>
      <RouterProvider router={router} />
    </UiProvider>,
  );
  const user = userEvent.setup({ delay: null, pointerEventsCheck: PointerEventsCheckLevel.Never });
  return { router, user };
}

const leaveDialog = () => screen.findByRole('alertdialog', { name: 'Leave without saving?' });

/** Fires what the browser fires when the tab is closed; true when the page asked to stay. */
function closeTab(): boolean {
  const event = new Event('beforeunload', { cancelable: true });
  window.dispatchEvent(event);
  return event.defaultPrevented;
}

describe('useUnsavedChangesGuard', () => {
  it('lets an untouched form go without a word, by a link and by closing the tab', async () => {
    const { user } = renderForm();
    expect(closeTab()).toBe(false);
    await user.click(screen.getByRole('link', { name: 'To the list' }));
    expect(await screen.findByRole('heading', { name: 'The list' })).toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('asks before a link leaves a changed form: staying keeps the change, leaving goes', async () => {
    const { user, router } = renderForm();
    const name = screen.getByRole('textbox', { name: 'Name' });
    await user.clear(name);
    await user.type(name, 'Anna Nowak');

    await user.click(screen.getByRole('link', { name: 'To the list' }));
    const dialog = await leaveDialog();
    expect(dialog).toHaveTextContent('Your changes have not been saved and will be lost.');
    await user.click(screen.getByRole('button', { name: 'Stay on page' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(router.state.location.pathname).toBe('/edit');
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('Anna Nowak');

    await user.click(screen.getByRole('link', { name: 'To the list' }));
    await leaveDialog();
    await user.click(screen.getByRole('button', { name: 'Leave page' }));
    expect(await screen.findByRole('heading', { name: 'The list' })).toBeInTheDocument();
  });

  it('asks before the browser’s Back leaves a changed form', async () => {
    const { user, router } = renderForm();
    await user.type(screen.getByRole('textbox', { name: 'Name' }), ' Nowak');
    await act(() => router.navigate(-1));
    await leaveDialog();
    expect(router.state.location.pathname).toBe('/edit');
  });

  it('asks the browser to confirm closing the tab while the form is changed', async () => {
    const { user } = renderForm();
    await user.type(screen.getByRole('textbox', { name: 'Name' }), ' Nowak');
    expect(closeTab()).toBe(true);
    await user.clear(screen.getByRole('textbox', { name: 'Name' }));
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Anna');
    // Typed back to what it was: nothing to lose.
    expect(closeTab()).toBe(false);
  });

  it('lets a change of the query string through: the page stays', async () => {
    const { user, router } = renderForm();
    await user.type(screen.getByRole('textbox', { name: 'Name' }), ' Nowak');
    await user.click(screen.getByRole('link', { name: 'History tab' }));
    await waitFor(() => expect(router.state.location.search).toBe('?tab=history'));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('does not ask when the save itself leads away', async () => {
    const save = jest.fn(() => new Promise<void>((resolve) => setTimeout(resolve, 20)));
    const { user } = renderForm(save);
    await user.type(screen.getByRole('textbox', { name: 'Name' }), ' Nowak');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('heading', { name: 'The list' })).toBeInTheDocument();
    expect(save).toHaveBeenCalledWith('Anna Nowak');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(closeTab()).toBe(false);
  });
});

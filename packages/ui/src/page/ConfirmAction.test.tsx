/// <reference types="@testing-library/jest-dom" />
import { i18n, initI18n } from '@care/i18n';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { useState } from 'react';
import { toaster } from '../feedback/toaster';
import { UiProvider } from '../system';
import { Toaster } from '../toaster';
import { ConfirmAction } from './ConfirmAction';
import { problemError } from './test-problem';

// Dialogs in jsdom on a busy 2-core machine can take seconds per test.
jest.setTimeout(20_000);

beforeAll(async () => {
  initI18n();
  await i18n.changeLanguage('en');
  // jsdom lays nothing out, so to the focus trap every element would look hidden.
  jest
    .spyOn(HTMLElement.prototype, 'getClientRects')
    .mockReturnValue([new DOMRect(0, 0, 10, 10)] as unknown as DOMRectList);
});
afterEach(() => act(() => toaster.remove()));

function renderDelete(
  action: () => Promise<unknown>,
  onSuccess = jest.fn(),
  stale?: { title: string; description?: string; statuses?: readonly number[] },
) {
  render(
    <UiProvider>
      <ConfirmAction
        destructive
        buttonProps={{ 'aria-label': 'Delete Home care' }}
        title="Delete tag?"
        description="It will be removed from every member."
        confirmLabel="Delete"
        action={action}
        successMessage="Tag deleted"
        errorMessage="Could not delete the tag"
        onSuccess={onSuccess}
        stale={stale}
      >
        Delete
      </ConfirmAction>
      <Toaster />
    </UiProvider>,
  );
  return {
    onSuccess,
    user: userEvent.setup({ delay: null, pointerEventsCheck: PointerEventsCheckLevel.Never }),
    trigger: screen.getByRole('button', { name: 'Delete Home care' }),
  };
}

describe('ConfirmAction', () => {
  it('acts only after the user confirms, then says it is done', async () => {
    const action = jest.fn().mockResolvedValue({ id: 'tag-1' });
    const { user, trigger, onSuccess } = renderDelete(action);

    await user.click(trigger);
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete tag?' });
    expect(action).not.toHaveBeenCalled();

    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));

    expect(await screen.findByText('Tag deleted')).toBeInTheDocument();
    expect(action).toHaveBeenCalledTimes(1);
    expect(onSuccess).toHaveBeenCalledWith({ id: 'tag-1' });
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  });

  it('on failure toasts the problem’s detail and keeps the dialog open to retry', async () => {
    const action = jest
      .fn()
      .mockRejectedValueOnce(
        problemError(409, 'conflict', 'Conflict', 'The tag is used by an open order.'),
      )
      .mockResolvedValueOnce(undefined);
    const { user, trigger, onSuccess } = renderDelete(action);

    await user.click(trigger);
    const dialog = await screen.findByRole('alertdialog');
    const confirm = within(dialog).getByRole('button', { name: 'Delete' });
    await user.click(confirm);

    expect(await screen.findByText('Could not delete the tag')).toBeInTheDocument();
    expect(screen.getByText('The tag is used by an open order.')).toBeInTheDocument();
    await waitFor(() => expect(confirm).toBeEnabled());
    expect(screen.getByRole('alertdialog')).toBeInTheDocument();
    expect(onSuccess).not.toHaveBeenCalled();

    await user.click(confirm);
    expect(await screen.findByText('Tag deleted')).toBeInTheDocument();
    expect(action).toHaveBeenCalledTimes(2);
  });

  it('says to try again when the failure carries no explanation', async () => {
    const { user, trigger } = renderDelete(jest.fn().mockRejectedValue(new TypeError('fetch')));

    await user.click(trigger);
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }),
    );

    expect(await screen.findByText('Could not delete the tag')).toBeInTheDocument();
    expect(screen.getByText('Please try again in a moment.')).toBeInTheDocument();
  });

  it('does nothing on Cancel and gives focus back to its button', async () => {
    const action = jest.fn();
    const { user, trigger } = renderDelete(action);

    await user.click(trigger);
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Cancel' }),
    );

    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(action).not.toHaveBeenCalled();
    await waitFor(() => expect(trigger).toHaveFocus());
  });

  it('works from the keyboard alone, starting on Cancel for a destructive action', async () => {
    const action = jest.fn().mockResolvedValue(undefined);
    const { user, trigger } = renderDelete(action);

    await user.tab();
    expect(trigger).toHaveFocus();
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('alertdialog');
    await waitFor(() =>
      expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus(),
    );

    // Escape backs out without acting…
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(action).not.toHaveBeenCalled();

    // …and Tab to the confirm button, then Enter, acts.
    await waitFor(() => expect(trigger).toHaveFocus());
    await user.keyboard('{Enter}');
    await screen.findByRole('alertdialog');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus());
    await user.tab();
    expect(screen.getByRole('button', { name: 'Delete' })).toHaveFocus();
    await user.keyboard('{Enter}');

    expect(await screen.findByText('Tag deleted')).toBeInTheDocument();
    expect(action).toHaveBeenCalledTimes(1);
  });
  it('on a stale version (412) warns, closes the dialog and does not offer the same retry', async () => {
    const action = jest
      .fn()
      .mockRejectedValue(problemError(412, 'precondition-failed', 'Precondition failed'));
    const { user, trigger, onSuccess } = renderDelete(action, jest.fn(), {
      title: 'Someone else changed this tag',
      description: 'Check it and delete again.',
    });

    await user.click(trigger);
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }),
    );

    expect(await screen.findByText('Someone else changed this tag')).toBeInTheDocument();
    expect(screen.getByText('Check it and delete again.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(screen.queryByText('Could not delete the tag')).not.toBeInTheDocument();
    expect(screen.queryByText('Tag deleted')).not.toBeInTheDocument();
    expect(onSuccess).not.toHaveBeenCalled();
  });

  it('treats the answers it is told as stale too (a 409 of a state machine), and only those', async () => {
    const action = jest
      .fn()
      .mockRejectedValueOnce(problemError(409, 'invalid-transition', 'The order is HANDLED'))
      .mockRejectedValueOnce(problemError(412, 'precondition-failed', 'Precondition failed'))
      .mockRejectedValueOnce(problemError(422, 'validation-error', 'Odd'));
    const { user, trigger } = renderDelete(action, jest.fn(), {
      title: 'Someone else changed this tag',
      statuses: [409, 412],
    });
    const confirm = async () => {
      await user.click(trigger);
      await user.click(
        within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }),
      );
    };

    await confirm();
    expect(await screen.findByText('Someone else changed this tag')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    await confirm();
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(screen.getAllByText('Someone else changed this tag')).toHaveLength(2);

    await confirm();
    expect(await screen.findByText('Could not delete the tag')).toBeInTheDocument();
    expect(screen.getByRole('alertdialog')).toBeInTheDocument();
  });

  it('without a stale message, a 412 is a failure like any other', async () => {
    const { user, trigger } = renderDelete(
      jest.fn().mockRejectedValue(problemError(412, 'precondition-failed', 'Precondition failed')),
    );

    await user.click(trigger);
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }),
    );

    expect(await screen.findByText('Could not delete the tag')).toBeInTheDocument();
    expect(screen.getByRole('alertdialog')).toBeInTheDocument();
  });

  it('opened by something else (a menu item), asks without a button of its own', async () => {
    const action = jest.fn().mockResolvedValue(undefined);
    function OpenedElsewhere() {
      const [open, setOpen] = useState(false);
      return (
        <>
          <button type="button" onClick={() => setOpen(true)}>
            Actions
          </button>
          <ConfirmAction
            open={open}
            onOpenChange={setOpen}
            destructive
            title="Delete tag?"
            confirmLabel="Delete"
            action={action}
            successMessage="Tag deleted"
            errorMessage="Could not delete the tag"
          />
          <Toaster />
        </>
      );
    }
    render(
      <UiProvider>
        <OpenedElsewhere />
      </UiProvider>,
    );
    const user = userEvent.setup({
      delay: null,
      pointerEventsCheck: PointerEventsCheckLevel.Never,
    });
    expect(screen.getAllByRole('button')).toHaveLength(1);

    const opener = screen.getByRole('button', { name: 'Actions' });
    await user.click(opener);
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Cancel' }),
    );
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    await waitFor(() => expect(opener).toHaveFocus());
    expect(action).not.toHaveBeenCalled();

    await user.click(opener);
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }),
    );
    expect(await screen.findByText('Tag deleted')).toBeInTheDocument();
    expect(action).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  });
});

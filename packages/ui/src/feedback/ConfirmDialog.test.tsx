/// <reference types="@testing-library/jest-dom" />
import { i18n, initI18n } from '@care/i18n';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { useState } from 'react';
import { UiProvider } from '../system';
import { ConfirmDialog } from './ConfirmDialog';

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

function DeleteButton({ onConfirm }: { onConfirm: () => void | Promise<unknown> }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button onClick={() => setOpen(true)}>Delete tag</button>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        destructive
        title="Delete tag?"
        description="It will be removed from every member."
        confirmLabel="Delete"
        onConfirm={onConfirm}
      />
    </>
  );
}

async function openDialog(onConfirm: () => void | Promise<unknown>) {
  const user = userEvent.setup({ delay: null, pointerEventsCheck: PointerEventsCheckLevel.Never });
  render(
    <UiProvider>
      <DeleteButton onConfirm={onConfirm} />
    </UiProvider>,
  );
  await user.click(screen.getByRole('button', { name: 'Delete tag' }));
  const dialog = await screen.findByRole('alertdialog', { name: 'Delete tag?' });
  // A person presses keys once the dialog holds focus; on a busy machine the
  // dialog can be in the document a moment before its layer listens for them.
  await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
  return { user, dialog };
}

describe('ConfirmDialog', () => {
  it('asks before acting and runs the action on confirm', async () => {
    const onConfirm = jest.fn();
    const { user, dialog } = await openDialog(onConfirm);
    expect(dialog).toHaveAccessibleDescription('It will be removed from every member.');

    await user.click(screen.getByRole('button', { name: 'Delete' }));

    expect(onConfirm).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  });

  it('does nothing on cancel', async () => {
    const onConfirm = jest.fn();
    const { user } = await openDialog(onConfirm);

    await user.click(screen.getByRole('button', { name: 'Cancel' }));

    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('does nothing on Escape', async () => {
    const onConfirm = jest.fn();
    const { user } = await openDialog(onConfirm);

    await user.keyboard('{Escape}');

    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('starts on Cancel for a destructive action and keeps focus inside', async () => {
    const { user, dialog } = await openDialog(jest.fn());
    const cancel = screen.getByRole('button', { name: 'Cancel' });
    await waitFor(() => expect(cancel).toHaveFocus());

    for (let i = 0; i < 4; i += 1) {
      await user.tab();
      expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }
  });

  it('shows the action pending and closes when it finishes', async () => {
    let finish: () => void = () => undefined;
    const onConfirm = () => new Promise<void>((resolve) => (finish = resolve));
    const { user } = await openDialog(onConfirm);
    const confirm = screen.getByRole('button', { name: 'Delete' });

    await user.click(confirm);
    await waitFor(() => expect(confirm).toBeDisabled());
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeDisabled();

    finish();
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  });

  it('stays open when the action fails, so the user can retry or cancel', async () => {
    const onConfirm = jest.fn().mockRejectedValue(new Error('Server down'));
    const { user } = await openDialog(onConfirm);
    const confirm = screen.getByRole('button', { name: 'Delete' });

    await user.click(confirm);

    await waitFor(() => expect(confirm).toBeEnabled());
    expect(screen.getByRole('alertdialog')).toBeInTheDocument();
    expect(onConfirm).toHaveBeenCalledTimes(1);
  });
});

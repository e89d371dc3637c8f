/// <reference types="@testing-library/jest-dom" />
import { i18n, initI18n } from '@care/i18n';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TOAST_DURATION_MS, toaster } from '../feedback/toaster';
import { UiProvider } from '../system';
import { Toaster } from '../toaster';
import { problemError } from './test-problem';
import { toastWithUndo } from './toast-undo';

beforeAll(() => initI18n());
beforeEach(() => jest.useFakeTimers());
afterEach(async () => {
  act(() => toaster.remove());
  jest.useRealTimers();
  await i18n.changeLanguage('en');
});

function renderToaster() {
  render(
    <UiProvider>
      <Toaster />
    </UiProvider>,
  );
  return userEvent.setup({ advanceTimers: (ms) => jest.advanceTimersByTime(ms) });
}

async function show(options: Parameters<typeof toastWithUndo>[0]) {
  await act(async () => {
    toastWithUndo(options);
    jest.advanceTimersByTime(1);
  });
}

describe('toastWithUndo', () => {
  it('offers Undo by keyboard; pressing it sends the inverse once and says it is undone', async () => {
    await i18n.changeLanguage('en');
    const user = renderToaster();
    const undo = jest.fn().mockResolvedValue(undefined);
    await show({ title: 'Member deactivated', undo });

    await user.tab();
    const button = screen.getByRole('button', { name: 'Undo' });
    // Focus reaches the toast's buttons by Tab alone.
    while (document.activeElement !== button && document.activeElement !== document.body)
      await user.tab();
    expect(button).toHaveFocus();
    await user.keyboard('{Enter}');
    await act(async () => jest.advanceTimersByTime(1));

    expect(undo).toHaveBeenCalledTimes(1);
    expect(await screen.findByText('Undone')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1000));
    expect(screen.queryByText('Member deactivated')).not.toBeInTheDocument();
  });

  it('reads "Cofnij" in Polish and goes, unpressed, after 5000 ms without sending anything', async () => {
    await i18n.changeLanguage('pl');
    renderToaster();
    const undo = jest.fn();
    await show({ title: 'Dezaktywowano członka', undo });
    expect(screen.getByRole('button', { name: 'Cofnij' })).toBeInTheDocument();

    act(() => jest.advanceTimersByTime(TOAST_DURATION_MS - 201));
    expect(screen.getByText('Dezaktywowano członka')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(2000));
    expect(screen.queryByText('Dezaktywowano członka')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cofnij' })).not.toBeInTheDocument();
    expect(undo).not.toHaveBeenCalled();
  });

  it('says plainly when the record changed since (412), rather than the API’s words', async () => {
    await i18n.changeLanguage('en');
    const user = renderToaster();
    await show({
      title: 'Revision 2 unpublished',
      undo: () =>
        Promise.reject(problemError(412, 'precondition-failed', 'Precondition Failed', 'Stale')),
    });
    await user.click(screen.getByRole('button', { name: 'Undo' }));
    expect(await screen.findByText('Not undone: it has changed since')).toBeInTheDocument();
    expect(screen.getByText(/Someone else changed it after you/)).toBeInTheDocument();
    expect(screen.queryByText('Undone')).not.toBeInTheDocument();
  });

  it('shows another failure with its detail', async () => {
    await i18n.changeLanguage('en');
    const user = renderToaster();
    await show({
      title: 'Tag removed',
      undo: () => Promise.reject(problemError(403, 'forbidden', 'Forbidden', 'Not yours')),
    });
    await user.click(screen.getByRole('button', { name: 'Undo' }));
    expect(await screen.findByText('Could not undo')).toBeInTheDocument();
    expect(screen.getByText('Not yours')).toBeInTheDocument();
  });

  it('lets the caller say how the undo went', async () => {
    await i18n.changeLanguage('en');
    const user = renderToaster();
    const onUndone = jest.fn();
    await show({ title: 'Tags added', undo: () => Promise.resolve(3), onUndone });
    await user.click(screen.getByRole('button', { name: 'Undo' }));
    await act(async () => jest.advanceTimersByTime(1));
    expect(onUndone).toHaveBeenCalledWith(3);
    expect(screen.queryByText('Undone')).not.toBeInTheDocument();
  });
});

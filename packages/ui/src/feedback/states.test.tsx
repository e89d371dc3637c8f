/// <reference types="@testing-library/jest-dom" />
import { i18n, initI18n } from '@care/i18n';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { UiProvider } from '../system';
import { EmptyState } from './EmptyState';
import { ErrorState } from './ErrorState';
import { LoadingState } from './LoadingState';
import { NotFoundState } from './NotFoundState';

beforeAll(async () => {
  initI18n();
  await i18n.changeLanguage('en');
});

const renderUi = (ui: ReactNode) => render(<UiProvider>{ui}</UiProvider>);

describe('feedback states', () => {
  it('ErrorState tells what failed and retries on request', async () => {
    const onRetry = jest.fn();
    renderUi(
      <ErrorState title="Unable to load tags" detail="The server is down." onRetry={onRetry} />,
    );

    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Unable to load tags');
    expect(alert).toHaveTextContent('The server is down.');

    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('ErrorState falls back to a general title and has no Retry without a handler', () => {
    renderUi(<ErrorState />);
    expect(screen.getByRole('alert')).toHaveTextContent('Something went wrong');
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('NotFoundState says the resource is not available, in the current language', async () => {
    renderUi(<NotFoundState />);
    expect(screen.getByText('Requested resource is not available.')).toBeInTheDocument();

    const polish = i18n.getFixedT('pl')('common:states.notAvailable');
    expect(polish).not.toBe('Requested resource is not available.');
    await act(() => i18n.changeLanguage('pl'));
    expect(screen.getByText(polish)).toBeInTheDocument();
    await act(() => i18n.changeLanguage('en'));
  });

  it('EmptyState shows its message and action', () => {
    renderUi(<EmptyState title="No tags yet" action={<button>New tag</button>} />);
    expect(screen.getByText('No tags yet')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'New tag' })).toBeInTheDocument();
  });

  it('LoadingState announces that something is loading', () => {
    renderUi(<LoadingState label="Loading tags…" />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading tags…');
  });
});

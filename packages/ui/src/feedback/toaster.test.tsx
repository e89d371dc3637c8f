/// <reference types="@testing-library/jest-dom" />
import { i18n, initI18n } from '@care/i18n';
import { act, render, screen } from '@testing-library/react';
import { UiProvider } from '../system';
import { Toaster } from '../toaster';
import { TOAST_DURATION_MS, toaster } from './toaster';

beforeAll(async () => {
  initI18n();
  await i18n.changeLanguage('en');
});

beforeEach(() => jest.useFakeTimers());
afterEach(() => {
  act(() => toaster.remove());
  jest.useRealTimers();
});

/** Creates a toast the way a caller does and lets the toast group pick it up. */
async function show(create: () => void) {
  await act(async () => {
    create();
    jest.advanceTimersByTime(1);
  });
}

function renderToaster() {
  render(
    <UiProvider>
      <Toaster />
    </UiProvider>,
  );
}

describe('toaster', () => {
  it('keeps every toast for 5 seconds unless told otherwise', async () => {
    expect(TOAST_DURATION_MS).toBe(5000);
    renderToaster();

    // Chakra's own default for a success toast is 2 s; ours is 5 s.
    await show(() => toaster.success({ title: 'Tag saved' }));
    expect(screen.getByText('Tag saved')).toBeInTheDocument();

    act(() => jest.advanceTimersByTime(TOAST_DURATION_MS - 201));
    expect(screen.getByText('Tag saved')).toBeInTheDocument();

    act(() => jest.advanceTimersByTime(2000));
    expect(screen.queryByText('Tag saved')).not.toBeInTheDocument();
  });

  it('lets a caller choose another duration', async () => {
    renderToaster();
    await show(() => toaster.error({ title: 'Could not save', duration: 10_000 }));

    act(() => jest.advanceTimersByTime(TOAST_DURATION_MS + 2000));
    expect(screen.getByText('Could not save')).toBeInTheDocument();
  });

  it('can be dismissed with its close button', async () => {
    renderToaster();
    await show(() => toaster.info({ title: 'Heads up', description: 'Something changed' }));
    expect(screen.getByText('Something changed')).toBeInTheDocument();

    act(() => screen.getByRole('button', { name: 'Close' }).click());
    act(() => jest.advanceTimersByTime(1000));
    expect(screen.queryByText('Heads up')).not.toBeInTheDocument();
  });
});

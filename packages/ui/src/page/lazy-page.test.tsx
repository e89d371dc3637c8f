/// <reference types="@testing-library/jest-dom" />
import { i18n, initI18n } from '@care/i18n';
import { act, render, screen } from '@testing-library/react';
import { UiProvider } from '../system';
import { LoadingBoundary, lazyNamed } from './lazy-page';

beforeAll(async () => {
  initI18n();
  await i18n.changeLanguage('en');
});

describe('a page loaded when first shown', () => {
  it('shows the loading state, then the named export of the module it loaded', async () => {
    let arrive: (module: { EditPage: () => React.ReactElement }) => void = () => undefined;
    const load = jest.fn(
      () => new Promise<{ EditPage: () => React.ReactElement }>((resolve) => (arrive = resolve)),
    );
    const EditPage = lazyNamed(load, 'EditPage');

    render(
      <UiProvider>
        <LoadingBoundary>
          <EditPage />
        </LoadingBoundary>
      </UiProvider>,
    );

    expect(screen.getByRole('status')).toBeInTheDocument();
    await act(async () => arrive({ EditPage: () => <h1>Edit tag</h1> }));
    expect(await screen.findByRole('heading', { name: 'Edit tag' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });
});

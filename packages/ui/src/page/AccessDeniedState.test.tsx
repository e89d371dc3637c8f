/// <reference types="@testing-library/jest-dom" />
import { i18n, initI18n } from '@care/i18n';
import { act, render, screen } from '@testing-library/react';
import { UiProvider } from '../system';
import { AccessDeniedState } from './AccessDeniedState';

beforeAll(async () => {
  initI18n();
  await i18n.changeLanguage('en');
});

describe('AccessDeniedState', () => {
  it('says the page is not for this user, with a way out, in the current language', async () => {
    render(
      <UiProvider>
        <AccessDeniedState action={<a href="/">Dashboard</a>} />
      </UiProvider>,
    );
    expect(screen.getByText("You don't have permission to access this page.")).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Dashboard' })).toBeInTheDocument();

    const polish = i18n.getFixedT('pl')('common:states.accessDenied');
    expect(polish).not.toBe("You don't have permission to access this page.");
    await act(() => i18n.changeLanguage('pl'));
    expect(screen.getByText(polish)).toBeInTheDocument();
    await act(() => i18n.changeLanguage('en'));
  });
});

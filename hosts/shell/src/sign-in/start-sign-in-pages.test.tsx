/// <reference types="@testing-library/jest-dom" />
import { hostKitResources } from '@care/host-kit';
import { initI18n, setLanguage } from '@care/i18n';
import { MemoryRouter } from '@care/platform/router';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { registerShellResources } from '../app/i18n/shell-i18n';
import { en } from '../app/i18n/en';
import { watchFakeSession, type FakeIdentitySdk } from '@care/testing/identity';
import { PAGE_READY_EVENT, PRERENDERED_LANGUAGE_ATTRIBUTE } from './prerendered-page';
import { SignInApp } from './SignInApp';
import { showSignInPages } from './start-sign-in-pages';

// The identity SDK is the boundary: its sign-in call is what the test watches.
jest.mock('firebase/auth', () =>
  jest.requireActual('@care/testing/identity').createFakeIdentitySdk(),
);
const sdk = jest.requireMock<FakeIdentitySdk>('firebase/auth');

jest.setTimeout(20_000);

/** The login page as the build renders it, in a container as the browser parsed it. */
function prerenderedLoginPage(): HTMLElement {
  const Router = ({ children }: { children: ReactNode }) => (
    <MemoryRouter initialEntries={['/auth/login']}>{children}</MemoryRouter>
  );
  const container = document.createElement('div');
  container.setAttribute(PRERENDERED_LANGUAGE_ATTRIBUTE, 'en');
  container.innerHTML = renderToString(<SignInApp Router={Router} />);
  document.body.append(container);
  return container;
}

/** What a visitor does in the page before any script of it runs. */
function typeWithoutScript(label: string, value: string) {
  const field = screen.getByLabelText(label, { exact: false, selector: 'input' });
  (field as HTMLInputElement).value = value;
}

beforeAll(async () => {
  initI18n();
  registerShellResources();
  await setLanguage('en');
  await watchFakeSession(sdk);
});

describe('a prerendered sign-in page taken over by its bundle', () => {
  it('keeps what was typed before, without a hydration error, and signs in with it', async () => {
    window.history.replaceState(null, '', '/auth/login');
    const container = prerenderedLoginPage();
    const heading = screen.getByRole('heading', { name: en.login.title });
    typeWithoutScript(hostKitResources.en.signIn.email, 'operator@care.test');
    typeWithoutScript(hostKitResources.en.signIn.password, 'demo1234');
    const errors = jest.spyOn(console, 'error');
    const ready = jest.fn();
    document.addEventListener(PAGE_READY_EVENT, ready);
    sdk.signInWithEmailAndPassword.mockResolvedValue({});

    const root = await act(async () => showSignInPages(container));

    await waitFor(() => expect(ready).toHaveBeenCalled());
    // Taken over, not rendered again: the same element, no mismatch reported.
    expect(screen.getByRole('heading', { name: en.login.title })).toBe(heading);
    expect(errors).not.toHaveBeenCalled();

    await userEvent.click(screen.getByRole('button', { name: hostKitResources.en.signIn.submit }));
    await waitFor(() =>
      expect(sdk.signInWithEmailAndPassword).toHaveBeenCalledWith(
        expect.anything(),
        'operator@care.test',
        'demo1234',
      ),
    );
    act(() => root.unmount());
  });
});

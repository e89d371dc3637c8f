/// <reference types="@testing-library/jest-dom" />
import { signInPagePaths } from '@care/contracts/sign-in-pages';
import { act, screen } from '@testing-library/react';
import { en } from '../app/i18n/en';
import { renderRoutes } from '../app/testing/render';
import { routes } from '@care/platform/routes';
import { panelPageRulesElement } from './prepare-panel';
import { PANEL_PAGE_RULES_ELEMENT_ID } from './prerendered-page';
import { SignInRoutes } from './SignInRoutes';

// The identity SDK is the boundary: nobody is signed in.
jest.mock('firebase/auth', () =>
  jest.requireActual('@care/testing/identity').createFakeIdentitySdk(),
);

const titleOf = {
  login: en.login.title,
  register: en.register.title,
  forgotPassword: en.forgotPassword.title,
} satisfies Record<keyof typeof signInPagePaths, string>;

describe('the sign-in pages opened directly', () => {
  it.each(Object.entries(signInPagePaths))('%s (%s) shows its page', async (name, path) => {
    await renderRoutes([{ path: '*', element: <SignInRoutes /> }], { path });

    expect(
      await screen.findByRole('heading', { name: titleOf[name as keyof typeof titleOf] }),
    ).toBeVisible();
  });
});

describe('the login page preparing the panel', () => {
  const preparedPages = () =>
    [...document.querySelectorAll<HTMLScriptElement>('script[type="speculationrules"]')].flatMap(
      (rules) =>
        (JSON.parse(rules.textContent ?? '{}') as { prerender: { urls: string[] }[] }).prerender,
    );
  const supportSpeculationRules = () =>
    Object.defineProperty(HTMLScriptElement, 'supports', {
      configurable: true,
      value: (type: string) => type === 'speculationrules',
    });

  /** The login page opened directly, live; `state` is its history entry's. */
  async function openLoginPage(state?: unknown) {
    const rendered = await renderRoutes([{ path: '*', element: <SignInRoutes /> }], {
      path: signInPagePaths.login,
      state,
    });
    await screen.findByRole('heading', { name: en.login.title });
    return rendered;
  }

  beforeEach(() => {
    // What the build writes into the page: the rules for the dashboard, allowed by their hash.
    document.head.insertAdjacentHTML('beforeend', panelPageRulesElement(routes.dashboard()));
  });
  afterEach(() => {
    Reflect.deleteProperty(HTMLScriptElement, 'supports');
    document.getElementById(PANEL_PAGE_RULES_ELEMENT_ID)?.remove();
  });

  it('has the browser prepare the dashboard, where signing in leads, while it is shown', async () => {
    supportSpeculationRules();
    await openLoginPage();

    expect(preparedPages()).toEqual([{ source: 'list', urls: [routes.dashboard()] }]);
  });

  it('keeps the request as signing in leaves for the panel, so the page opened is the prepared one', async () => {
    supportSpeculationRules();
    const { router } = await openLoginPage();
    const prepared = document.querySelector('script[type="speculationrules"]');

    // What the login page does once signed in; the panel's page is then opened as a document.
    await act(() => router.navigate(routes.dashboard(), { replace: true }));

    expect(document.querySelector('script[type="speculationrules"]')).toBe(prepared);
    expect(preparedPages()).toEqual([{ source: 'list', urls: [routes.dashboard()] }]);
  });

  it('withdraws the request on another sign-in page', async () => {
    supportSpeculationRules();
    const { router } = await openLoginPage();
    await act(() => router.navigate(signInPagePaths.register));
    await screen.findByRole('heading', { name: en.register.title });
    expect(preparedPages()).toEqual([]);
  });

  it('asks for nothing when signing in leads elsewhere: only the written rules are allowed', async () => {
    supportSpeculationRules();
    const { router } = await openLoginPage({
      from: { pathname: '/organization/1/orders', search: '', hash: '' },
    });
    expect(preparedPages()).toEqual([]);

    // Nor on the way there, once signed in.
    await act(() => router.navigate('/organization/1/orders', { replace: true }));
    expect(preparedPages()).toEqual([]);
  });

  it('asks for nothing in a browser that does not prepare pages', async () => {
    await openLoginPage();

    expect(preparedPages()).toEqual([]);
  });
});

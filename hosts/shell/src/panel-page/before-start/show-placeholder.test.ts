import { LOCALE_STORAGE_KEY } from '@care/i18n/locale';
import { SESSION_HINT_STORAGE_KEY } from '@care/platform/session-hint';
import { LAYOUT_SETTINGS_STORAGE_KEY } from '@care/platform/stored-layout-settings';
import {
  PLACEHOLDER_ID,
  PLACEHOLDER_KEPT_ATTRIBUTE,
  PLACEHOLDER_LANGUAGE_ATTRIBUTE,
  PLACEHOLDER_MENU_MODE_ATTRIBUTE,
  PLACEHOLDER_PART_ATTRIBUTE,
  SIGNED_IN_FRAME_ATTRIBUTE,
} from '../placeholder-markup';
import { showPlaceholder, showPlaceholderOnceShown } from './show-placeholder';

/** The panel's page as the build writes it: the root, then the frame in each language. */
function writePage(language = 'pl') {
  const frame = (words: string) =>
    `<header>${words}</header>` +
    `<div ${PLACEHOLDER_PART_ATTRIBUTE}="operator"><nav>organization</nav></div>` +
    `<div ${PLACEHOLDER_PART_ATTRIBUTE}="dashboard"><p>dashboard outline</p>` +
    `<div ${PLACEHOLDER_PART_ATTRIBUTE}="admin"><p>admin card</p></div></div>` +
    `<div ${PLACEHOLDER_PART_ATTRIBUTE}="other-page"><p>page loading</p></div>`;
  document.documentElement.lang = language;
  document.documentElement.removeAttribute('style');
  document.documentElement.removeAttribute(PLACEHOLDER_MENU_MODE_ATTRIBUTE);
  document.body.innerHTML =
    '<div id="root"></div>' +
    `<template ${PLACEHOLDER_LANGUAGE_ATTRIBUTE}="pl">${frame('Panel opieki')}</template>` +
    `<template ${PLACEHOLDER_LANGUAGE_ATTRIBUTE}="en">${frame('Care panel')}</template>`;
}

const root = () => document.getElementById('root')!;
const placeholder = () => document.getElementById(PLACEHOLDER_ID);
const shown = () => placeholder()?.textContent ?? null;
const operator = { isAdmin: false, operatesOrganizations: true };
/** The observer reacts after the mutation's task, as it does before the browser paints. */
const mutationsSeen = () => new Promise((resolve) => setTimeout(resolve));

beforeEach(() => {
  localStorage.clear();
  writePage();
});

describe("the frame painted before the panel's scripts run", () => {
  it('stands in for the panel for someone signed in at the dashboard, in the page’s language', () => {
    writePage('en');
    expect(showPlaceholder({ pathname: '/', signedIn: true, hints: operator })).toBe(true);

    expect(shown()).toBe('Care panelorganizationdashboard outline');
    expect(root().hidden).toBe(true);
    expect(placeholder()?.nextElementSibling).toBe(root());
  });

  it('keeps only the parts the visit has: the page’s outline, an admin’s card, an operator’s menu', () => {
    showPlaceholder({ pathname: '/organization/1/orders', signedIn: true, hints: operator });
    expect(shown()).toBe('Panel opiekiorganizationpage loading');

    writePage();
    showPlaceholder({
      pathname: '/',
      signedIn: true,
      hints: { isAdmin: true, operatesOrganizations: false },
    });
    expect(shown()).toBe('Panel opiekidashboard outlineadmin card');
  });

  it.each([
    ['nobody is signed in', '/', false],
    ['the page is not drawn in the frame', '/account/register', true],
    ['the address is not one of the panel', '/organizationx', true],
  ])('shows nothing when %s', (_, pathname, signedIn) => {
    expect(showPlaceholder({ pathname, signedIn, hints: operator })).toBe(false);
    expect(placeholder()).toBeNull();
    expect(root().hidden).toBe(false);
  });

  it('applies the user’s scale and menu mode before it paints', () => {
    localStorage.setItem(
      LAYOUT_SETTINGS_STORAGE_KEY,
      JSON.stringify({ state: { scale: 16, menuMode: 'overlay' }, version: 0 }),
    );
    showPlaceholder({ pathname: '/', signedIn: true, hints: operator });

    expect(document.documentElement.style.fontSize).toBe('16px');
    expect(document.documentElement.getAttribute(PLACEHOLDER_MENU_MODE_ATTRIBUTE)).toBe('overlay');
  });

  it('stays while the panel shows a loading state it stands for, and goes when the frame comes', async () => {
    localStorage.setItem(LAYOUT_SETTINGS_STORAGE_KEY, JSON.stringify({ state: { scale: 16 } }));
    showPlaceholder({ pathname: '/', signedIn: true, hints: operator });

    root().innerHTML = `<div ${PLACEHOLDER_KEPT_ATTRIBUTE}><div role="status">Loading</div></div>`;
    await mutationsSeen();
    expect(placeholder()).not.toBeNull();
    expect(root().hidden).toBe(true);

    root().innerHTML = `<div ${SIGNED_IN_FRAME_ATTRIBUTE}><main>Dzień dobry</main></div>`;
    await mutationsSeen();
    expect(placeholder()).toBeNull();
    expect(root().hidden).toBe(false);
    expect(document.documentElement.hasAttribute(PLACEHOLDER_MENU_MODE_ATTRIBUTE)).toBe(false);
    // The panel's frame keeps the user's scale: it applies the same.
    expect(document.documentElement.style.fontSize).toBe('16px');
  });

  it('goes when the panel shows anything else, giving that page the default scale back', async () => {
    localStorage.setItem(LAYOUT_SETTINGS_STORAGE_KEY, JSON.stringify({ state: { scale: 16 } }));
    showPlaceholder({ pathname: '/', signedIn: true, hints: operator });

    root().innerHTML = '<form>Sign in</form>';
    await mutationsSeen();
    expect(placeholder()).toBeNull();
    expect(root().hidden).toBe(false);
    expect(document.documentElement.style.fontSize).toBe('');
  });
});

describe('the frame on a page the browser prepared ahead', () => {
  let prepared = true;
  beforeEach(() => {
    prepared = true;
    Object.defineProperty(document, 'prerendering', { configurable: true, get: () => prepared });
  });
  afterEach(() => {
    Reflect.deleteProperty(document, 'prerendering');
  });

  it('is painted as the page is shown to someone who signed in meanwhile, in their language', async () => {
    showPlaceholderOnceShown();
    expect(placeholder()).toBeNull();

    // On the login page, the person switches to English and signs in.
    localStorage.setItem(LOCALE_STORAGE_KEY, 'en-US');
    localStorage.setItem(SESSION_HINT_STORAGE_KEY, '1');
    prepared = false;
    document.dispatchEvent(new Event('prerenderingchange'));
    await Promise.resolve();

    expect(shown()).toBe('Care panelorganizationdashboard outline');
    expect(root().hidden).toBe(true);
  });

  it('stays away when whoever opens it is not signed in', async () => {
    showPlaceholderOnceShown();
    prepared = false;
    document.dispatchEvent(new Event('prerenderingchange'));
    await Promise.resolve();

    expect(placeholder()).toBeNull();
  });
});

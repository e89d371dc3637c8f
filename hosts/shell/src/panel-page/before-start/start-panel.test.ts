import { signInPagePaths } from '@care/contracts/sign-in-pages';
import { APP_SCRIPT_META_NAME } from '../../sign-in/prerendered-page';
import { startPanel } from './start-panel';

beforeEach(() => {
  document.head.innerHTML = `<meta name="${APP_SCRIPT_META_NAME}" content="/main.1234abcd.js">`;
});

afterEach(() => jest.useRealTimers());

const loadedScripts = () =>
  [...document.head.querySelectorAll('script')].map((script) => new URL(script.src).pathname);

const preloadedScripts = () =>
  [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="script"]')].map(
    (link) => new URL(link.href).pathname,
  );

function fakeLocation(pathname: string) {
  return { pathname, replace: jest.fn(), reload: jest.fn() };
}

describe("the panel's page before its bundle", () => {
  it('sends a visitor nobody is signed in for at the start page to sign in, loading no script', () => {
    const location = fakeLocation('/');
    startPanel({ location, signedIn: false });

    expect(location.replace).toHaveBeenCalledWith(signInPagePaths.login);
    expect(loadedScripts()).toEqual([]);
  });

  it('starts the panel at once on a page prepared ahead, whoever is signed in then', () => {
    const location = fakeLocation('/');
    startPanel({ location, signedIn: false, prepared: true });

    expect(location.replace).not.toHaveBeenCalled();
    expect(loadedScripts()).toEqual(['/main.1234abcd.js']);
  });

  it('starts the panel on any other page for someone not signed in, so its guard keeps the way back', () => {
    const location = fakeLocation('/organization/1/orders');
    startPanel({ location, signedIn: false });

    expect(location.replace).not.toHaveBeenCalled();
    expect(loadedScripts()).toEqual(['/main.1234abcd.js']);
  });

  it('starts the panel at once for someone signed in at a page outside its frame', () => {
    const location = fakeLocation('/account/register');
    startPanel({ location, signedIn: true });

    expect(loadedScripts()).toEqual(['/main.1234abcd.js']);
  });

  it.each(['/', '/organization/1/orders'])(
    'asks for the panel at once for someone signed in at %s, but runs it after the painted frame is on screen',
    (pathname) => {
      jest.useFakeTimers();
      const location = fakeLocation(pathname);
      startPanel({ location, signedIn: true });

      expect(location.replace).not.toHaveBeenCalled();
      expect(preloadedScripts()).toEqual(['/main.1234abcd.js']);
      expect(loadedScripts()).toEqual([]);

      jest.runAllTimers(); // the next frame, then the task after its paint
      expect(loadedScripts()).toEqual(['/main.1234abcd.js']);
    },
  );
});

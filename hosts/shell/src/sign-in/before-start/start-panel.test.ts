import { signInPagePaths } from '@care/contracts/sign-in-pages';
import { APP_SCRIPT_META_NAME } from '../prerendered-page';
import { startPanel } from './start-panel';

beforeEach(() => {
  document.head.innerHTML = `<meta name="${APP_SCRIPT_META_NAME}" content="/main.1234abcd.js">`;
});

const loadedScripts = () =>
  [...document.head.querySelectorAll('script')].map((script) => new URL(script.src).pathname);

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

  it('starts the panel at once for a visitor signed in in this browser', () => {
    const location = fakeLocation('/');
    startPanel({ location, signedIn: true });

    expect(location.replace).not.toHaveBeenCalled();
    expect(loadedScripts()).toEqual(['/main.1234abcd.js']);
  });

  it('starts the panel on any other page, signed in or not, so its guard keeps the way back', () => {
    const location = fakeLocation('/organization/1/orders');
    startPanel({ location, signedIn: false });

    expect(location.replace).not.toHaveBeenCalled();
    expect(loadedScripts()).toEqual(['/main.1234abcd.js']);
  });
});

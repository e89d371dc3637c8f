import { SESSION_HINT_STORAGE_KEY } from '@care/platform/session-hint';
import {
  APP_SCRIPT_META_NAME,
  PAGE_READY_EVENT,
  PANEL_SCRIPTS_META_NAME,
} from '../prerendered-page';
import { RELOADED_AT_STORAGE_KEY, startOnIntent } from './start-on-intent';

// Each test starts the script on a fresh copy of the document body, as a page load would.
let cleanups: Array<() => void> = [];

/** Listeners of an earlier "page" must not hear this one's events. */
function removeListenersAfterTest(target: EventTarget) {
  const add = target.addEventListener.bind(target);
  jest
    .spyOn(target, 'addEventListener')
    .mockImplementation((...args: Parameters<EventTarget['addEventListener']>) => {
      add(...args);
      cleanups.push(() => target.removeEventListener(...args));
    });
}

beforeEach(() => {
  removeListenersAfterTest(document);
  removeListenersAfterTest(window);
  document.head.innerHTML = `
    <meta name="${APP_SCRIPT_META_NAME}" content="/sign-in/runtime.js">
    <meta name="${APP_SCRIPT_META_NAME}" content="/sign-in/main.js">
    <meta name="${PANEL_SCRIPTS_META_NAME}" content="/main.js /signed-in-layout.js /dashboard.js">`;
  document.body.innerHTML = `
    <form><input name="email"><button type="submit">Sign in</button></form>
    <button type="button">Continue with Google</button>`;
});

afterEach(() => {
  cleanups.forEach((cleanup) => cleanup());
  cleanups = [];
  jest.restoreAllMocks();
  localStorage.clear();
  sessionStorage.clear();
});

const prefetched = () =>
  [...document.head.querySelectorAll('link[rel="prefetch"]')].map(
    (link) => new URL((link as HTMLLinkElement).href).pathname,
  );

const loadedScripts = () =>
  [...document.head.querySelectorAll('script')].map((script) => ({
    src: new URL(script.src).pathname,
    async: script.async,
  }));

describe('the sign-in page before its bundle', () => {
  it('loads no script until the visitor moves, then each one once and in order', () => {
    startOnIntent();
    expect(loadedScripts()).toEqual([]);

    document.querySelector('input')?.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    document.dispatchEvent(new KeyboardEvent('keydown'));

    expect(loadedScripts()).toEqual([
      { src: '/sign-in/runtime.js', async: false },
      { src: '/sign-in/main.js', async: false },
    ]);
  });

  it('fetches the scripts without running them once the page has loaded and painted', () => {
    // The browser's paint timing, at its boundary: the test says when the first paint is on screen.
    let reportPaint: (name: string) => void = () => undefined;
    class PaintObserver {
      static supportedEntryTypes = ['paint'];
      constructor(callback: (entries: unknown, observer: unknown) => void) {
        reportPaint = (name) =>
          callback({ getEntriesByName: (wanted: string) => (wanted === name ? [{}] : []) }, this);
      }
      observe() {}
      disconnect() {}
    }
    Object.assign(window, { PerformanceObserver: PaintObserver });
    jest.useFakeTimers();
    try {
      startOnIntent();
      window.dispatchEvent(new Event('load'));
      reportPaint('first-paint');
      jest.runOnlyPendingTimers();
      expect(prefetched()).toEqual([]);

      reportPaint('first-contentful-paint');
      jest.runOnlyPendingTimers();
      expect(prefetched()).toEqual(['/sign-in/runtime.js', '/sign-in/main.js']);
      expect(loadedScripts()).toEqual([]);
    } finally {
      jest.useRealTimers();
      Reflect.deleteProperty(window, 'PerformanceObserver');
    }
  });

  it('loads the scripts at once when someone is signed in in this browser', () => {
    localStorage.setItem(SESSION_HINT_STORAGE_KEY, '1');
    startOnIntent();
    expect(loadedScripts()).toHaveLength(2);
  });

  it('reloads the page once when the bundle cannot load, never in a loop', () => {
    const reload = jest.fn();
    const failToLoad = () =>
      document.head.querySelector('script')?.dispatchEvent(new Event('error'));

    startOnIntent(reload);
    document.dispatchEvent(new KeyboardEvent('keydown'));
    failToLoad();
    expect(reload).toHaveBeenCalledTimes(1);
    expect(sessionStorage.getItem(RELOADED_AT_STORAGE_KEY)).not.toBeNull();

    // The reloaded page cannot load its bundle either: no second reload within the minute.
    document.head.querySelectorAll('script').forEach((script) => script.remove());
    startOnIntent(reload);
    document.dispatchEvent(new KeyboardEvent('keydown'));
    failToLoad();
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('holds a submit until the page is taken over, then submits again', () => {
    const form = document.querySelector('form') as HTMLFormElement;
    const seen: boolean[] = [];
    // The page's own handler, as React's would be: it handles the submit in the page.
    form.addEventListener('submit', (event) => {
      seen.push(event.defaultPrevented);
      event.preventDefault();
    });
    startOnIntent();

    form.requestSubmit();
    expect(seen).toEqual([true]);
    expect(loadedScripts()).toHaveLength(2);

    document.dispatchEvent(new Event(PAGE_READY_EVENT));
    expect(seen).toEqual([true, false]);
  });

  it('fetches the panel’s scripts without running them once the page is taken over, after the held submit', () => {
    const form = document.querySelector('form') as HTMLFormElement;
    const seen: string[][] = [];
    form.addEventListener('submit', (event) => {
      seen.push(prefetched());
      event.preventDefault();
    });
    startOnIntent();
    form.requestSubmit();
    expect(prefetched()).toEqual([]);

    document.dispatchEvent(new Event(PAGE_READY_EVENT));

    // The submit held for the bundle goes first; nothing competes with it.
    expect(seen).toEqual([[], []]);
    expect(prefetched()).toEqual(['/main.js', '/signed-in-layout.js', '/dashboard.js']);
    expect(loadedScripts().map(({ src }) => src)).toEqual([
      '/sign-in/runtime.js',
      '/sign-in/main.js',
    ]);
  });

  it('holds a button press until the page is taken over, then presses it again', () => {
    const button = document.querySelector('button[type="button"]') as HTMLButtonElement;
    const presses: boolean[] = [];
    button.addEventListener('click', (event) => presses.push(event.defaultPrevented));
    startOnIntent();

    button.click();
    document.dispatchEvent(new Event(PAGE_READY_EVENT));
    button.click();

    expect(presses).toEqual([true, false, false]);
  });
});

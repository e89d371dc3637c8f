import { configure } from '@testing-library/react';

// jsdom lacks the layout APIs the UI reads; these stand-ins follow window.innerWidth.

/** Width queries follow window.innerWidth; others (dark scheme, reduced motion) do not match. */
function matchesWidth(query: string): boolean {
  const min = /min-width:\s*(\d+)px/.exec(query);
  const max = /max-width:\s*(\d+)px/.exec(query);
  if (!min && !max) return false;
  return (
    (!min || window.innerWidth >= Number(min[1])) && (!max || window.innerWidth <= Number(max[1]))
  );
}

window.matchMedia = (query: string) =>
  ({
    media: query,
    get matches() {
      return matchesWidth(query);
    },
    onchange: null,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    addListener: () => undefined,
    removeListener: () => undefined,
    dispatchEvent: () => false,
  }) as MediaQueryList;

class NoopResizeObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
}
globalThis.ResizeObserver ??= NoopResizeObserver as unknown as typeof ResizeObserver;
window.scrollTo = () => undefined;
// Pressing a control (a checkbox, a switch) builds PointerEvents, which jsdom does not have.
if (!('PointerEvent' in window)) Object.assign(window, { PointerEvent: MouseEvent });
Element.prototype.scrollTo ??= () => undefined;

// Page-level tests render whole pages and type into them; on the shared 2-core
// machine under load that takes seconds, so waits get up to 10 s (the default is 1 s).
configure({ asyncUtilTimeout: 10_000 });
jest.setTimeout(20_000);

import { useEffect, useRef } from 'react';
import { useLocation } from '@care/platform/router';

/** How long a page opened by a link may take to show its heading (a remote loading, its data). */
const HEADING_WAIT_MS = 10_000;

/**
 * After a navigation, puts the focus on the heading of the page that opened, so a keyboard or
 * screen-reader user goes on from there instead of from the top of the document, where the
 * browser leaves them when the link they followed is gone. Not on the first load (the browser
 * starts at the top, as for any page), not for a change of the query string only (a table's
 * filters), and not when the page has already put the focus inside itself.
 */
export function useFocusHeadingOnNavigation(mainId: string): void {
  const { pathname } = useLocation();
  const firstPathname = useRef(pathname);
  const navigated = useRef(false);

  useEffect(() => {
    if (!navigated.current && pathname === firstPathname.current) return;
    navigated.current = true;
    const main = document.getElementById(mainId);
    if (!main) return;

    const focusHeading = (): boolean => {
      const heading = main.querySelector('h1');
      if (!heading) return false;
      const active = document.activeElement;
      if (active && active !== document.body && main.contains(active)) return true;
      if (!heading.hasAttribute('tabindex')) heading.tabIndex = -1;
      heading.focus();
      return true;
    };
    if (focusHeading()) return;

    // A page of a remote, or one waiting for its data, shows its heading later.
    const observer = new MutationObserver(() => {
      if (focusHeading()) observer.disconnect();
    });
    observer.observe(main, { childList: true, subtree: true });
    const timer = setTimeout(() => observer.disconnect(), HEADING_WAIT_MS);
    return () => {
      observer.disconnect();
      clearTimeout(timer);
    };
  }, [pathname, mainId]);
}

import { useCallback, useState } from 'react';

/**
 * A ref callback, and whether the element it is attached to has been on screen yet; once seen, it
 * stays seen. Where the browser cannot tell (no IntersectionObserver), the element counts as seen
 * at once.
 */
export function useSeen() {
  const [seen, setSeen] = useState(() => typeof IntersectionObserver === 'undefined');
  const ref = useCallback(
    (element: Element | null) => {
      if (!element || seen) return;
      const observer = new IntersectionObserver((entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setSeen(true);
      });
      observer.observe(element);
      return () => observer.disconnect();
    },
    [seen],
  );
  return [ref, seen] as const;
}

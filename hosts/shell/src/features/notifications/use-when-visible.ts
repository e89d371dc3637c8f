import { useCallback, useEffect, useRef } from 'react';

/**
 * A ref callback that calls `onVisible` whenever the element it is attached to
 * scrolls into view (an IntersectionObserver per element; clipping by the
 * scrolling popup list counts). Moving the ref to another element watches that
 * one instead.
 */
export function useWhenVisible(onVisible: () => void) {
  const latest = useRef(onVisible);
  useEffect(() => {
    latest.current = onVisible;
  });
  return useCallback((element: Element | null) => {
    if (!element) return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) latest.current();
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
}

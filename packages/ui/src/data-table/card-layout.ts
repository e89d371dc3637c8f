import { useSyncExternalStore } from 'react';

/**
 * Narrower than this (the theme's `md` breakpoint, a tablet held upright), each row of a list
 * is a card: a table of seven columns on a phone scrolls sideways and hides what matters most.
 */
export const CARDS_BELOW_PX = 768;

export const CARDS_QUERY = `(max-width: ${CARDS_BELOW_PX - 1}px)`;

let cardsMedia: { of: typeof matchMedia; list: MediaQueryList } | undefined;
/** Undefined where the window cannot answer a media query (a test's document): the table stays a table. */
function media(): MediaQueryList | undefined {
  if (typeof matchMedia !== 'function') return undefined;
  // Asked once, then on every render only read; asked again if the window's matchMedia is replaced (tests).
  if (cardsMedia?.of !== matchMedia) cardsMedia = { of: matchMedia, list: matchMedia(CARDS_QUERY) };
  return cardsMedia.list;
}

function subscribe(onChange: () => void): () => void {
  const list = media();
  list?.addEventListener?.('change', onChange);
  return () => list?.removeEventListener?.('change', onChange);
}

const cardsNow = () => media()?.matches ?? false;

/** Whether the window is narrow enough for cards; follows resizes and turning the phone. */
export function useCardLayout(): boolean {
  return useSyncExternalStore(subscribe, cardsNow, () => false);
}

import { useLiveUpdates } from '@care/platform/live';

/**
 * Mounted once by the signed-in layout: the page's one event stream, which every open screen
 * (the bell, the remotes' lists and details) shares through the query cache it refreshes.
 */
export function LiveUpdates() {
  useLiveUpdates();
  return null;
}

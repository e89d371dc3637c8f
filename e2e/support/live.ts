import type { Page } from '@playwright/test';
import { liveStreamNamePrefix } from '../../packages/platform/src/live/live-stream-name';

/**
 * How many tabs of this browser take part in the signed-in account's event stream: the one
 * holding the stream's lock and those queued for it. A tab that joins reads the stream through
 * the holder and opens none of its own, so this is how to know it is live.
 */
export const liveTabsSeenFrom = (page: Page) =>
  page.evaluate(async (prefix) => {
    const { held = [], pending = [] } = await navigator.locks.query();
    return [...held, ...pending].filter((lock) => lock.name?.startsWith(prefix)).length;
  }, liveStreamNamePrefix);

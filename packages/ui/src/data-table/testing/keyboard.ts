import { act } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';

/**
 * Presses Tab until `target` has the focus, as a keyboard user would reach it;
 * fails if it is not reachable within `limit` presses.
 */
export async function tabTo(user: UserEvent, target: HTMLElement, limit = 60): Promise<number> {
  for (let presses = 0; presses < limit; presses += 1) {
    if (document.activeElement === target) return presses;
    await user.tab();
  }
  if (document.activeElement === target) return limit;
  throw new Error(`Not reachable with ${limit} presses of Tab: ${target.outerHTML.slice(0, 120)}`);
}

/**
 * Waits one animation frame. The menu moves its focus in the frame after an
 * arrow key; a person never presses the next key within the same 16 ms, but
 * user-event does, so a test lets that frame pass first.
 */
export function nextFrame(): Promise<void> {
  return act(() => new Promise<void>((resolve) => requestAnimationFrame(() => resolve())));
}

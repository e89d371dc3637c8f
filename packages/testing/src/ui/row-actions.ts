/// <reference types="@testing-library/jest-dom" />
import { act, screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';

/** One animation frame: the menu moves its highlight in the frame after a key. */
const nextFrame = () =>
  act(() => new Promise<void>((resolve) => requestAnimationFrame(() => resolve())));

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Picks an item of a data table row's actions menu from the keyboard, as a keyboard user does:
 * Enter on the row's actions button (named "Actions for <row>" in any language), Arrow Down to
 * the item, Enter. A pointer click selects only in a real browser: jsdom has no interaction
 * modality for the menu to read.
 */
export async function pickRowAction(user: UserEvent, rowName: string, action: string) {
  const named = new RegExp(`${escapeRegExp(rowName)}$`);
  const trigger = await screen.findByRole('button', { name: named });
  act(() => trigger.focus());
  await user.keyboard('{Enter}');
  const menu = await screen.findByRole('menu', { name: named });
  const item = within(menu).getByRole('menuitem', { name: action });
  await waitFor(() => expect(menu).toHaveAttribute('aria-activedescendant'));
  for (let step = 0; menu.getAttribute('aria-activedescendant') !== item.id; step += 1) {
    if (step > 5) throw new Error(`No menu item ${action} under the arrow keys`);
    await nextFrame();
    await user.keyboard('{ArrowDown}');
  }
  await user.keyboard('{Enter}');
}

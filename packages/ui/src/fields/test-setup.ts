import { i18n, initI18n } from '@care/i18n';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';

/**
 * jsdom lays nothing out: the popups' focus handling would find every element hidden,
 * and scrolling an option into view or watching a size is not there at all.
 */
export function prepareJsdomForPopups() {
  initI18n();
  jest
    .spyOn(HTMLElement.prototype, 'getClientRects')
    .mockReturnValue([new DOMRect(0, 0, 10, 10)] as unknown as DOMRectList);
  Element.prototype.scrollIntoView ??= () => undefined;
  Element.prototype.scrollTo ??= () => undefined;
  if (!('PointerEvent' in window)) Object.assign(window, { PointerEvent: MouseEvent });
  // Nothing is ever resized without layout; the popups only need to subscribe.
  window.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
}

export async function inLanguage(language: 'pl' | 'en') {
  await i18n.changeLanguage(language);
}

export const setUpUser = () =>
  userEvent.setup({ delay: null, pointerEventsCheck: PointerEventsCheckLevel.Never });

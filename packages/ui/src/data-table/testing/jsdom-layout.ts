/**
 * jsdom lays nothing out and has no pointer events. Menus place themselves
 * with ResizeObserver and check an element is visible by its client rects
 * before focusing it; a checkbox tracks presses with PointerEvent. These
 * stand-ins let them run. Call in `beforeAll`.
 */
export function standInForLayout() {
  class NoopResizeObserver {
    observe() {}
    unobserve() {}
    disconnect() {}
  }
  if (!('PointerEvent' in window)) Object.assign(window, { PointerEvent: MouseEvent });
  globalThis.ResizeObserver ??= NoopResizeObserver as unknown as typeof ResizeObserver;
  jest
    .spyOn(HTMLElement.prototype, 'getClientRects')
    .mockReturnValue([new DOMRect(0, 0, 10, 10)] as unknown as DOMRectList);
}

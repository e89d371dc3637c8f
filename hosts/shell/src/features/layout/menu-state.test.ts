import { closeActiveSidebar, initialMenuState, isSidebarActive, toggleMenu } from './menu-state';

describe('menu toggle rule', () => {
  it.each([
    [990, 'mobile'],
    [991, 'mobile'],
    [992, 'desktop'],
  ])('in static mode at %i px it flips the %s menu', (width, menu) => {
    const toggled = toggleMenu(initialMenuState, 'static', width);
    expect(toggled).toEqual({
      staticMenuDesktopInactive: menu === 'desktop',
      overlayMenuActive: false,
      staticMenuMobileActive: menu === 'mobile',
    });
    expect(toggleMenu(toggled, 'static', width)).toEqual(initialMenuState);
  });

  it.each([990, 991, 992])('in overlay mode at %i px it flips the overlay menu', (width) => {
    const toggled = toggleMenu(initialMenuState, 'overlay', width);
    expect(toggled).toEqual({ ...initialMenuState, overlayMenuActive: true });
    expect(toggleMenu(toggled, 'overlay', width)).toEqual(initialMenuState);
  });

  it('counts the sidebar as active when the overlay or the mobile menu is, not the desktop one', () => {
    expect(isSidebarActive(toggleMenu(initialMenuState, 'overlay', 1200))).toBe(true);
    expect(isSidebarActive(toggleMenu(initialMenuState, 'static', 800))).toBe(true);
    expect(isSidebarActive(toggleMenu(initialMenuState, 'static', 1200))).toBe(false);
  });

  it('closing hides an active sidebar and leaves the desktop choice alone', () => {
    const desktopHidden = toggleMenu(initialMenuState, 'static', 1200);
    const bothOpen = toggleMenu(toggleMenu(desktopHidden, 'static', 800), 'overlay', 800);
    expect(closeActiveSidebar(bothOpen)).toEqual(desktopHidden);
  });
});

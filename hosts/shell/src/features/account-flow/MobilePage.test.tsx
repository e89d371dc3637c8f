/// <reference types="@testing-library/jest-dom" />
import { routes } from '@care/platform';
import type { RuntimeConfig } from '@care/contracts/runtime-config';
import { screen, within } from '@testing-library/react';
import { renderRoutes } from '../../app/testing/render';
import { signInAs } from '../../app/testing/fixtures';
import { MobilePage } from './MobilePage';

describe('mobile app page', () => {
  it.each([
    [
      'en',
      'Download the mobile app',
      /The panel is for operators of care organizations/,
      'Sign out',
    ],
    ['pl', 'Pobierz aplikację mobilną', /Panel jest przeznaczony dla operatorów/, 'Wyloguj się'],
  ] as const)(
    'tells a mobile-app user (%s) to use the app and lets them sign out',
    async (language, title, body, signOut) => {
      signInAs();
      await renderRoutes([{ path: routes.mobile(), element: <MobilePage /> }], {
        path: routes.mobile(),
        language,
      });

      expect(screen.getByRole('heading', { name: title })).toBeInTheDocument();
      expect(screen.getByText(body)).toBeInTheDocument();
      expect(screen.getByRole('button', { name: signOut })).toBeInTheDocument();
    },
  );

  it('links exactly the app stores the deployment names', async () => {
    signInAs();
    const config = runtimeConfigWith({
      appStoreUrl: 'https://apps.example.org/care-ios',
      googlePlayUrl: 'https://play.example.org/care-android',
    });
    const view = await renderRoutes([{ path: routes.mobile(), element: <MobilePage /> }], {
      path: routes.mobile(),
      runtimeConfig: config,
    });
    const stores = screen.getByRole('navigation', { name: 'Get the app' });
    expect(within(stores).getByRole('link', { name: 'Download on the App Store' })).toHaveAttribute(
      'href',
      'https://apps.example.org/care-ios',
    );
    expect(within(stores).getByRole('link', { name: 'Get it on Google Play' })).toHaveAttribute(
      'href',
      'https://play.example.org/care-android',
    );
    // A code to scan beside each link, drawn as SVG (sharp at any zoom, no canvas).
    for (const store of ['Download on the App Store', 'Get it on Google Play']) {
      const code = within(stores).getByRole('img', { name: `QR code: ${store}` });
      expect(code.tagName.toLowerCase()).toBe('svg');
      expect(code.querySelector('path')).not.toBeNull();
    }
    const drawing = (store: string) =>
      within(stores)
        .getByRole('img', { name: `QR code: ${store}` })
        .querySelectorAll('path')[1]
        ?.getAttribute('d');
    // Each code carries its own store's address.
    expect(drawing('Download on the App Store')).not.toEqual(drawing('Get it on Google Play'));
    view.unmount();

    await renderRoutes([{ path: routes.mobile(), element: <MobilePage /> }], {
      path: routes.mobile(),
      runtimeConfig: runtimeConfigWith({ googlePlayUrl: 'https://play.example.org/care-android' }),
    });
    expect(screen.queryByRole('link', { name: 'Download on the App Store' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Get it on Google Play' })).toBeInTheDocument();
  });

  it('says plainly that no store is set up when none is configured', async () => {
    signInAs();
    await renderRoutes([{ path: routes.mobile(), element: <MobilePage /> }], {
      path: routes.mobile(),
      runtimeConfig: runtimeConfigWith(undefined),
    });
    expect(screen.queryByRole('navigation', { name: 'Get the app' })).toBeNull();
    expect(screen.queryAllByRole('link')).toHaveLength(0);
    expect(screen.queryAllByRole('img', { name: /^QR code/ })).toHaveLength(0);
    expect(
      screen.getByText(/Links to the app stores have not been set up for this panel yet/),
    ).toBeInTheDocument();
  });
});

function runtimeConfigWith(mobileApps: RuntimeConfig['mobileApps']): RuntimeConfig {
  return {
    apiBaseUrl: '/api/v1',
    firebase: { apiKey: 'k', authDomain: 'd', projectId: 'demo-care' },
    remotes: {},
    ...(mobileApps ? { mobileApps } : {}),
  };
}

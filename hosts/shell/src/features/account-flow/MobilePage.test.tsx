/// <reference types="@testing-library/jest-dom" />
import { routes } from '@care/platform';
import { screen } from '@testing-library/react';
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
});

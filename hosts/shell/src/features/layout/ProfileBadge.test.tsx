/// <reference types="@testing-library/jest-dom" />
import { routes } from '@care/platform';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { installFakeApi, ok } from '../../app/testing/fake-api';
import { accountRoutes, demoOrganization, operatorOf, signInAs } from '../../app/testing/fixtures';
import { renderRoutes } from '../../app/testing/render';
import { TopBar } from './TopBar';

let api: ReturnType<typeof installFakeApi>;
afterEach(() => api.restore());

function setWindowWidth(width: number) {
  Object.defineProperty(window, 'innerWidth', { value: width, configurable: true, writable: true });
}

async function renderTopBar({
  pending,
  language = 'en',
}: {
  pending: number;
  language?: 'en' | 'pl';
}) {
  signInAs();
  api = installFakeApi({
    ...accountRoutes(operatorOf(demoOrganization.id)),
    'GET /account/me/notification/count': ok({ count: 0 }),
    'GET /account/me/membership-invitation/count': ok({ count: pending }),
  });
  return renderRoutes(
    [{ path: '/', element: <TopBar menuExpanded={false} onToggleMenu={() => undefined} /> }],
    { language },
  );
}

describe('profile entries of the top bar', () => {
  beforeEach(() => setWindowWidth(1200));

  it.each([
    [99, '99'],
    [100, '99+'],
  ])(
    'badge the profile link and the menu’s Profile with %i pending invitations as %s',
    async (pending, text) => {
      const user = userEvent.setup();
      await renderTopBar({ pending });

      const link = await screen.findByRole('link', {
        name: `Profile, pending invitations: ${pending}`,
      });
      expect(link).toHaveAttribute('href', routes.profile());
      expect(within(link).getByText(text)).toBeInTheDocument();
      expect(api.requests).toContain('GET /account/me/membership-invitation/count');

      await user.click(screen.getByRole('button', { name: /^Account menu/ }));
      const item = await screen.findByRole('menuitem', {
        name: `Profile, pending invitations: ${pending}`,
      });
      expect(within(item).getByText(text)).toBeInTheDocument();
      expect(screen.getByRole('menuitem', { name: 'Settings' })).toHaveAttribute(
        'href',
        routes.settings(),
      );
      expect(screen.getByRole('menuitem', { name: 'Sign out' })).toBeInTheDocument();
    },
  );

  it('shows no badge while no invitation waits', async () => {
    await renderTopBar({ pending: 0 });
    const link = await screen.findByRole('link', { name: 'Profile' });
    expect(within(link).queryByTestId('count-badge')).not.toBeInTheDocument();
  });

  it('in Polish names the pending invitations too', async () => {
    await renderTopBar({ pending: 2, language: 'pl' });
    expect(
      await screen.findByRole('link', { name: 'Profil, oczekujące zaproszenia: 2' }),
    ).toBeInTheDocument();
  });
});

describe('user block', () => {
  it('on a window of 991 px or less is labelled Operator', async () => {
    setWindowWidth(991);
    await renderTopBar({ pending: 0 });
    const card = await screen.findByRole('button', { name: /^Account menu/ });
    expect(within(card).getByText('Operator')).toBeInTheDocument();
    expect(within(card).queryByText('operator@care.test')).not.toBeInTheDocument();
  });

  it('on a wider window shows the full name and email', async () => {
    setWindowWidth(992);
    await renderTopBar({ pending: 0 });
    const card = await screen.findByRole('button', { name: /^Account menu/ });
    expect(await within(card).findByText('Olga Operator')).toBeInTheDocument();
    expect(within(card).getByText('operator@care.test')).toBeInTheDocument();
    expect(within(card).queryByText('Operator')).not.toBeInTheDocument();
  });
});

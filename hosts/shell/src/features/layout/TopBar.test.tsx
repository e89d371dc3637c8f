/// <reference types="@testing-library/jest-dom" />
import { invitationEndpoints } from '@care/contracts/member';
import { routes } from '@care/platform';
import { stubApi, type ApiStub } from '@care/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  demoOrganization,
  operatorOf,
  signInAs,
  stubAccount,
  stubCounts,
} from '../../app/testing/fixtures';
import { renderRoutes } from '../../app/testing/render';
import { TopBar } from './TopBar';

let api: ApiStub;

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
  api = stubCounts(stubAccount(stubApi(), operatorOf(demoOrganization.id)), {
    invitations: pending,
  });
  return renderRoutes(
    [{ path: '/', element: <TopBar menuExpanded={false} onToggleMenu={() => undefined} /> }],
    { language },
  );
}

const topBar = () => within(screen.getByRole('banner'));
const operatorBlockName = 'User panel: OO Operator';

describe('top bar controls at the 991 px breakpoint', () => {
  it('at 992 px: the user card with name and email opens the overflow menu, and no user drawer', async () => {
    setWindowWidth(992);
    await renderTopBar({ pending: 3 });

    const card = await topBar().findByRole('button', {
      name: 'Account menu: OO Olga Operator operator@care.test',
    });
    expect(card).toHaveAttribute('aria-haspopup', 'menu');
    expect(topBar().getAllByRole('button')).toHaveLength(4);
    for (const name of ['Menu', 'Notifications', 'Layout settings'])
      expect(topBar().getByRole('button', { name })).toBeInTheDocument();
    expect(topBar().queryByRole('button', { name: /^User panel/ })).not.toBeInTheDocument();
    expect(topBar().queryByText('Operator', { exact: true })).not.toBeInTheDocument();

    expect(topBar().getAllByRole('link')).toHaveLength(2);
    expect(
      topBar().getByRole('link', { name: 'Care panel, go to the dashboard' }),
    ).toHaveTextContent('Care panel');
    expect(
      await topBar().findByRole('link', { name: 'Profile, pending invitations: 3' }),
    ).toBeInTheDocument();
  });

  it.each([991, 990])(
    'at %i px: the Operator block is the one user control, beside the profile link',
    async (width) => {
      setWindowWidth(width);
      await renderTopBar({ pending: 3 });

      const block = await topBar().findByRole('button', { name: operatorBlockName });
      expect(within(block).getByText('Operator')).toBeInTheDocument();
      expect(within(block).queryByText('operator@care.test')).not.toBeInTheDocument();
      expect(block).toHaveAttribute('aria-haspopup', 'dialog');
      expect(block).toHaveAttribute('aria-expanded', 'false');
      // No separate drawer button and no overflow menu beside it.
      expect(topBar().getAllByRole('button')).toHaveLength(4);
      for (const name of ['Menu', 'Notifications', 'Layout settings'])
        expect(topBar().getByRole('button', { name })).toBeInTheDocument();
      expect(topBar().queryByRole('button', { name: /^Account menu/ })).not.toBeInTheDocument();

      // The profile link shows at every width; the logo keeps only its mark.
      expect(topBar().getAllByRole('link')).toHaveLength(2);
      const profile = await topBar().findByRole('link', {
        name: 'Profile, pending invitations: 3',
      });
      expect(within(profile).getByText('3')).toBeInTheDocument();
      expect(
        topBar().getByRole('link', { name: 'Care panel, go to the dashboard' }),
      ).not.toHaveTextContent('Care panel');
    },
  );
});

describe('the Operator block of a 991 px window', () => {
  beforeEach(() => setWindowWidth(991));

  it('opens the user drawer from the keyboard, and Escape closes it back onto the block', async () => {
    const user = userEvent.setup();
    await renderTopBar({ pending: 0 });
    const block = await screen.findByRole('button', { name: operatorBlockName });

    block.focus();
    await user.keyboard('{Enter}');
    const drawer = within(await screen.findByRole('dialog', { name: 'Your account' }));
    expect(block).toHaveAttribute('aria-expanded', 'true');
    expect(drawer.getByText('Olga Operator')).toBeInTheDocument();
    expect(drawer.getByText('operator@care.test')).toBeInTheDocument();
    expect(drawer.getByRole('link', { name: 'Settings' })).toHaveAttribute(
      'href',
      routes.settings(),
    );
    expect(drawer.getByRole('button', { name: 'Sign out' })).toBeInTheDocument();

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(block).toHaveFocus();
    expect(block).toHaveAttribute('aria-expanded', 'false');

    await user.keyboard(' ');
    expect(await screen.findByRole('dialog', { name: 'Your account' })).toBeInTheDocument();
  });

  it.each([
    [99, '99'],
    [100, '99+'],
  ])(
    'the drawer’s Profile carries the badge of %i pending invitations as %s',
    async (pending, text) => {
      const user = userEvent.setup();
      await renderTopBar({ pending });

      const link = await screen.findByRole('link', {
        name: `Profile, pending invitations: ${pending}`,
      });
      expect(within(link).getByText(text)).toBeInTheDocument();

      await user.click(screen.getByRole('button', { name: operatorBlockName }));
      const drawer = within(await screen.findByRole('dialog', { name: 'Your account' }));
      const entry = drawer.getByRole('link', { name: `Profile, pending invitations: ${pending}` });
      expect(entry).toHaveAttribute('href', routes.profile());
      expect(within(entry).getByText(text)).toBeInTheDocument();
    },
  );

  it('the drawer’s Profile has no badge while no invitation waits', async () => {
    const user = userEvent.setup();
    await renderTopBar({ pending: 0 });
    await user.click(await screen.findByRole('button', { name: operatorBlockName }));
    const drawer = within(await screen.findByRole('dialog', { name: 'Your account' }));
    expect(
      within(drawer.getByRole('link', { name: 'Profile' })).queryByTestId('count-badge'),
    ).not.toBeInTheDocument();
  });

  it('is named in Polish too', async () => {
    await renderTopBar({ pending: 0, language: 'pl' });
    expect(
      await screen.findByRole('button', { name: 'Panel użytkownika: OO Operator' }),
    ).toBeInTheDocument();
  });
});

describe('profile entries of a desktop top bar', () => {
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
      expect(api.requestsTo(invitationEndpoints.countInvitations)).not.toHaveLength(0);

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

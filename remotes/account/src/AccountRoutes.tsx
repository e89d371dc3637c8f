import { routePatterns } from '@care/platform';
import { matchPath, useLocation } from '@care/platform/router';
import { LoadingState, NotFoundState } from '@care/ui';
import { lazy, Suspense, type ReactNode } from 'react';
import { InvitationList } from './features/invitations/components/InvitationList';
import { InvitationsPage } from './features/invitations/routes/InvitationsPage';
import { ProfileFrame } from './features/profile/routes/ProfileFrame';
import { SettingsPage } from './features/settings/routes/SettingsPage';

// The pages with forms (and the form kit only they use) load when one of them is opened.
const ProfileInfoPage = lazy(() =>
  import('./features/profile/routes/ProfileInfoPage').then(({ ProfileInfoPage }) => ({
    default: ProfileInfoPage,
  })),
);
const SecurityPage = lazy(() =>
  import('./features/profile/routes/SecurityPage').then(({ SecurityPage }) => ({
    default: SecurityPage,
  })),
);

const later = (page: ReactNode) => <Suspense fallback={<LoadingState />}>{page}</Suspense>;

/**
 * The shell mounts this remote at three places (`/account/invitations`, `/profile`, `/settings`),
 * and routes below a mount are relative to it; so the page is chosen by the whole path.
 */
export function AccountRoutes() {
  const { pathname } = useLocation();
  const at = (pattern: string) => matchPath(pattern, pathname) !== null;
  if (at(routePatterns.invitations)) return <InvitationsPage />;
  if (at(routePatterns.settings)) return <SettingsPage />;
  if (at(routePatterns.profile)) {
    return <ProfileFrame>{later(<ProfileInfoPage />)}</ProfileFrame>;
  }
  if (at(routePatterns.profileInvitations)) {
    return (
      <ProfileFrame>
        <InvitationList />
      </ProfileFrame>
    );
  }
  if (at(routePatterns.profileSecurity)) {
    return <ProfileFrame>{later(<SecurityPage />)}</ProfileFrame>;
  }
  return <NotFoundState />;
}

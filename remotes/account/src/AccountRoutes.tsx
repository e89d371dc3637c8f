import { routePatterns } from '@care/platform';
import { matchPath, useLocation } from '@care/platform/router';
import { NotFoundState } from '@care/ui';
import { LoadingBoundary, lazyNamed } from '@care/ui/page';
import { InvitationList } from './features/invitations/components/InvitationList';
import { InvitationsPage } from './features/invitations/routes/InvitationsPage';
import { ProfileFrame } from './features/profile/routes/ProfileFrame';
import { SettingsPage } from './features/settings/routes/SettingsPage';

// The pages with forms (and the form kit only they use) load when one of them is opened.
const ProfileInfoPage = lazyNamed(
  () => import('./features/profile/routes/ProfileInfoPage'),
  'ProfileInfoPage',
);
const SecurityPage = lazyNamed(
  () => import('./features/profile/routes/SecurityPage'),
  'SecurityPage',
);

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
    return (
      <ProfileFrame>
        <LoadingBoundary>
          <ProfileInfoPage />
        </LoadingBoundary>
      </ProfileFrame>
    );
  }
  if (at(routePatterns.profileInvitations)) {
    return (
      <ProfileFrame>
        <InvitationList />
      </ProfileFrame>
    );
  }
  if (at(routePatterns.profileSecurity)) {
    return (
      <ProfileFrame>
        <LoadingBoundary>
          <SecurityPage />
        </LoadingBoundary>
      </ProfileFrame>
    );
  }
  return <NotFoundState />;
}

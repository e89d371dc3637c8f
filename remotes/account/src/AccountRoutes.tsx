import { routePatterns } from '@care/platform';
import { matchPath, useLocation } from '@care/platform/router';
import { NotFoundState } from '@care/ui';
import { InvitationList } from './features/invitations/components/InvitationList';
import { InvitationsPage } from './features/invitations/routes/InvitationsPage';
import { ProfileFrame } from './features/profile/routes/ProfileFrame';
import { ProfileInfoPage } from './features/profile/routes/ProfileInfoPage';
import { SecurityPage } from './features/profile/routes/SecurityPage';
import { SettingsPage } from './features/settings/routes/SettingsPage';

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
        <ProfileInfoPage />
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
        <SecurityPage />
      </ProfileFrame>
    );
  }
  return <NotFoundState />;
}

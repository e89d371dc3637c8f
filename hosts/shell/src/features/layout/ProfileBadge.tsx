import { invitationEndpoints } from '@care/contracts/member';
import { callEndpoint, queryKeys, routes } from '@care/platform';
import { IconButton, ProfileIcon } from '@care/ui';
import { useQuery } from '@care/platform/query';
import { Link as RouterLink } from '@care/platform/router';
import { useShellTranslation } from '../../app/i18n/shell-i18n';
import { CountBadge } from './CountBadge';

/**
 * Pending membership invitations addressed to the signed-in user (
 * GET /account/me/membership-invitation/count?status=PENDING), with the label
 * both profile entries carry: 'Profile', or 'Profile, pending invitations: 3'.
 * Answering an invitation invalidates `queryKeys.allInvitations()`, which
 * covers this count.
 */
export function usePendingInvitations(): { count: number; profileLabel: string } {
  const { t } = useShellTranslation();
  const { data: count = 0 } = useQuery({
    queryKey: queryKeys.invitationCount('PENDING'),
    queryFn: ({ signal }) =>
      callEndpoint(invitationEndpoints.countInvitations, { query: { status: 'PENDING' }, signal }),
    select: (answer) => answer.count,
  });
  const profile = t('layout.profile');
  return {
    count,
    profileLabel:
      count > 0 ? `${profile}, ${t('notifications.pendingInvitations', { count })}` : profile,
  };
}

/**
 * The top bar's profile link, badged with the pending invitations. The top bar has
 * it with no screen size, unlike the Operator block of small screens, so every
 * window width shows it.
 */
export function ProfileLink() {
  const { count, profileLabel } = usePendingInvitations();
  return (
    <IconButton asChild variant="ghost" position="relative">
      <RouterLink to={routes.profile()} aria-label={profileLabel}>
        <ProfileIcon aria-hidden />
        <CountBadge count={count} corner />
      </RouterLink>
    </IconButton>
  );
}

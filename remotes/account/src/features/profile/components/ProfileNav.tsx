import { useTranslation } from '@care/i18n';
import { routes } from '@care/platform';
import { Link as RouterLink, useLocation } from '@care/platform/router';
import { Badge, Button, HStack } from '@care/ui';
import { usePendingInvitationCount } from '../../invitations/api/pending-invitation-count';

/** The pending-invitation badge stops counting at 99. */
const BADGE_CAP = 99;

/** The profile's three pages; the current one is marked for assistive technology too. */
export function ProfileNav() {
  const { t } = useTranslation('account');
  const { pathname } = useLocation();
  const pending = usePendingInvitationCount().data ?? 0;
  const pages = [
    { to: routes.profile(), label: t('profile.nav.info') },
    { to: routes.profileInvitations(), label: t('profile.nav.invitations'), badge: pending },
    { to: routes.profileSecurity(), label: t('profile.nav.security') },
  ];
  return (
    <HStack as="nav" aria-label={t('profile.nav.label')} gap="2" wrap="wrap">
      {pages.map(({ to, label, badge }) => {
        const current = pathname.replace(/\/$/, '') === to;
        return (
          <Button key={to} asChild size="sm" variant={current ? 'solid' : 'ghost'}>
            <RouterLink
              to={to}
              aria-current={current ? 'page' : undefined}
              aria-label={
                badge ? `${label}, ${t('profile.nav.pending', { count: badge })}` : undefined
              }
            >
              {label}
              {badge ? (
                <Badge colorPalette="red" variant="solid" aria-hidden="true">
                  {badge > BADGE_CAP ? `${BADGE_CAP}+` : badge}
                </Badge>
              ) : null}
            </RouterLink>
          </Button>
        );
      })}
    </HStack>
  );
}

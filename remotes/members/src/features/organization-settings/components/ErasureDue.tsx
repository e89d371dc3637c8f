import { formatDate, roleKey, useTranslation } from '@care/i18n';
import { routes } from '@care/platform';
import { Link as RouterLink } from '@care/platform/router';
import { Button, EmptyState, ErrorState, Link, LoadingState, Stack, Text } from '@care/ui';
import { problemDetail } from '@care/ui/page';
import { useErasureDue } from '../api/erasure-due';

/**
 * Who the retention of INACTIVE members erases within a month, soonest first, each linked to
 * their page (where a super operator may erase them at once). Super operators only.
 */
export function ErasureDue({ organizationId }: { organizationId: string }) {
  const { t } = useTranslation('members');
  const due = useErasureDue(organizationId);

  if (due.status === 'pending')
    return <LoadingState label={t('organizationSettings.erasureDue.loading')} />;
  if (due.status === 'error' && !due.data)
    return (
      <ErrorState
        title={t('organizationSettings.erasureDue.loadError')}
        detail={problemDetail(due.error)}
        onRetry={() => void due.refetch()}
        retrying={due.isFetching}
      />
    );
  const members = due.data.pages.flatMap((page) => page.items);
  if (members.length === 0)
    return (
      <EmptyState
        title={t('organizationSettings.erasureDue.emptyTitle')}
        description={t('organizationSettings.erasureDue.emptyDescription')}
      />
    );
  return (
    <Stack gap="3">
      <Stack
        as="ul"
        gap="3"
        listStyleType="none"
        aria-label={t('organizationSettings.erasureDue.caption')}
      >
        {members.map((member) => (
          <li key={member.memberId}>
            <Text>
              <Link asChild fontWeight="medium">
                <RouterLink
                  to={routes.organizationMemberDetails({
                    id: organizationId,
                    memberId: member.memberId,
                  })}
                >
                  {`${member.firstName} ${member.lastName}`}
                </RouterLink>
              </Link>
              {' · '}
              {t(roleKey(member.role))}
            </Text>
            <Text fontSize="sm" color="fg.muted">
              {t('organizationSettings.erasureDue.due', { date: formatDate(member.dueAt) })}
              {' · '}
              {t('organizationSettings.erasureDue.inactiveSince', {
                date: formatDate(member.inactiveSince),
              })}
            </Text>
          </li>
        ))}
      </Stack>
      {due.hasNextPage && (
        <div>
          <Button
            variant="outline"
            size="sm"
            onClick={() => void due.fetchNextPage()}
            loading={due.isFetchingNextPage}
          >
            {t('organizationSettings.erasureDue.more')}
          </Button>
        </div>
      )}
    </Stack>
  );
}

import type { MemberAccessLogEntry } from '@care/contracts/access-log';
import { isErasedPerson } from '@care/contracts/enums';
import { formatDate, formatRelativeTime, useTranslation } from '@care/i18n';
import { Button, EmptyState, ErrorState, LoadingState, Stack, Text } from '@care/ui';
import { problemDetail } from '@care/ui/page';
import { useMemberAccessLog } from './access-log-query';
import { registerAccessLogResources } from './i18n/register';

registerAccessLogResources();

function Entry({ entry }: { entry: MemberAccessLogEntry }) {
  const { t } = useTranslation('members');
  const reader = !entry.reader
    ? t('accessLog.unknownReader')
    : isErasedPerson(entry.reader)
      ? t('common:erasedPerson')
      : `${entry.reader.firstName} ${entry.reader.lastName}`;
  return (
    <li>
      <Text>
        <Text as="span" fontWeight="medium">
          {reader}
        </Text>
        {' · '}
        {t(`accessLog.kinds.${entry.kind}`)}
      </Text>
      <Text fontSize="sm" color="fg.muted">
        <time dateTime={entry.at} title={formatDate(entry.at)}>
          {formatRelativeTime(entry.at)}
        </time>
      </Text>
    </li>
  );
}

/**
 * Who read the member's records and when: the operators' reads of the card, the lists, the
 * orders and the acceptances, newest first. Super operators only; the page loads it lazily.
 */
export default function MemberAccessLog({
  organizationId,
  memberId,
}: {
  organizationId: string;
  memberId: string;
}) {
  const { t } = useTranslation('members');
  const log = useMemberAccessLog(organizationId, memberId);

  if (log.status === 'pending') return <LoadingState label={t('accessLog.loading')} />;
  if (log.status === 'error' && !log.data)
    return (
      <ErrorState
        title={t('accessLog.loadError')}
        detail={problemDetail(log.error)}
        onRetry={() => void log.refetch()}
        retrying={log.isFetching}
      />
    );
  const entries = log.data.pages.flatMap((page) => page.items);
  if (entries.length === 0)
    return (
      <EmptyState title={t('accessLog.emptyTitle')} description={t('accessLog.emptyDescription')} />
    );
  return (
    <Stack gap="3">
      <Stack as="ul" gap="3" listStyleType="none" aria-label={t('accessLog.caption')}>
        {entries.map((entry) => (
          <Entry key={entry.id} entry={entry} />
        ))}
      </Stack>
      {log.hasNextPage && (
        <div>
          <Button
            variant="outline"
            size="sm"
            onClick={() => void log.fetchNextPage()}
            loading={log.isFetchingNextPage}
          >
            {t('accessLog.older')}
          </Button>
        </div>
      )}
    </Stack>
  );
}

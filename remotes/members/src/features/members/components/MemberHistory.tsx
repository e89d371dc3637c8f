import { useTranslation } from '@care/i18n';
import { Button, ErrorState } from '@care/ui';
import { HistoryTimeline } from '@care/ui/history';
import { problemDetail } from '@care/ui/page';
import { useMemberHistory } from '../api/member-history';
import { useMemberHistoryWords, withoutHidden } from './member-history-words';

/** The member's changes from the audit trail, newest first: who changed what, and when. */
export function MemberHistory({
  organizationId,
  memberId,
}: {
  organizationId: string;
  memberId: string;
}) {
  const { t } = useTranslation('members');
  const history = useMemberHistory(organizationId, memberId);
  const words = useMemberHistoryWords();

  if (history.status === 'error' && !history.data) {
    return (
      <ErrorState
        title={t('history.loadError')}
        detail={problemDetail(history.error)}
        onRetry={() => void history.refetch()}
        retrying={history.isFetching}
      />
    );
  }
  return (
    <HistoryTimeline
      events={history.data?.pages.flatMap((page) => page.items.map(withoutHidden))}
      actionLabel={words.actionLabel}
      fieldLabel={words.fieldLabel}
      formatValue={words.formatValue}
      footer={
        history.hasNextPage && (
          <Button
            variant="outline"
            size="sm"
            onClick={() => void history.fetchNextPage()}
            loading={history.isFetchingNextPage}
          >
            {t('history.older')}
          </Button>
        )
      }
    />
  );
}

import { routes } from '@care/platform';
import { Link as RouterLink } from '@care/platform/router';
import { Button, Heading, HStack, Link, Skeleton, Stack, Text } from '@care/ui';
import { useId } from 'react';
import { useOnCallNow } from '../api/get-on-call-now';
import { useDashboardTranslation } from '../i18n/dashboard-i18n';

/**
 * Who an overdue order would reach now: the operators whose rota entry covers this moment, or
 * every operator when no entry does. A link leads to the rota.
 */
export function OnCallNow({ organizationId }: { organizationId: string }) {
  const { t, i18n } = useDashboardTranslation();
  const headingId = useId();
  const onCall = useOnCallNow(organizationId);
  const names = onCall.data?.operators.map(
    (operator) => `${operator.firstName} ${operator.lastName}`,
  );

  return (
    <Stack gap="1" as="section" aria-labelledby={headingId} aria-busy={onCall.isPending}>
      <Heading as="h4" id={headingId} size="xs" color="fg.muted" fontWeight="medium">
        {t('onCall.title')}
      </Heading>
      {/* One line's height whatever it holds, so the answer replaces the skeleton in place. */}
      <Stack minHeight="6" justifyContent="center">
        {onCall.data ? (
          <Text>
            {onCall.data.everyOperator
              ? t('onCall.everyOperator')
              : new Intl.ListFormat(i18n.language, { type: 'conjunction' }).format(names ?? [])}
          </Text>
        ) : onCall.isPending ? (
          <Skeleton height="5" width="64" role="status" aria-label={t('onCall.loading')} />
        ) : (
          <HStack gap="2">
            <Text color="fg.muted">{t('onCall.loadError')}</Text>
            <Button
              size="xs"
              variant="ghost"
              onClick={() => void onCall.refetch()}
              loading={onCall.isFetching}
            >
              {t('onCall.retry')}
            </Button>
          </HStack>
        )}
      </Stack>
      <Link asChild fontSize="sm">
        <RouterLink to={routes.organizationSettings({ id: organizationId })}>
          {t('onCall.rota')}
        </RouterLink>
      </Link>
    </Stack>
  );
}

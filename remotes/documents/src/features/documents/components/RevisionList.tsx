import type { DocumentSummary } from '@care/contracts/document';
import { formatDate, formatRelativeTime, useTranslation } from '@care/i18n';
import { Link as RouterLink } from '@care/platform/router';
import { Box, Heading, HStack, Link, Stack, Text } from '@care/ui';
import { documentPaths } from '../paths';
import { PublishStateBadge } from './PublishStateBadge';

function When({ at, label }: { at: string; label: string }) {
  return (
    <time dateTime={at} title={formatDate(at)}>
      {label}
    </time>
  );
}

/** Every revision of the document, newest first, each a link; the one shown is marked. */
export function RevisionList({
  organizationId,
  revisions,
  currentId,
}: {
  organizationId: string;
  revisions: readonly DocumentSummary[];
  currentId: string;
}) {
  const { t } = useTranslation('documents');
  return (
    <Box as="section" aria-labelledby="document-revisions">
      <Heading as="h2" size="md" id="document-revisions" mb="3">
        {t('details.revisions')}
      </Heading>
      <Stack as="ol" gap="2" listStyleType="none">
        {revisions.map((item) => {
          const current = item.id === currentId;
          const moment = item.unpublishedAt
            ? { at: item.unpublishedAt, key: 'details.unpublishedAt' }
            : item.publishedAt
              ? { at: item.publishedAt, key: 'details.publishedAt' }
              : { at: item.createdAt, key: 'details.createdAt' };
          return (
            <HStack as="li" key={item.id} gap="3" wrap="wrap">
              {current ? (
                <Text fontWeight="semibold" aria-current="page">
                  {t('details.revisionItem', { revision: item.revision })}
                  <Text as="span" color="fg.muted" fontWeight="normal">
                    {' '}
                    ({t('details.current')})
                  </Text>
                </Text>
              ) : (
                <Link asChild>
                  <RouterLink to={documentPaths.details(organizationId, item.id)}>
                    {t('details.revisionItem', { revision: item.revision })}
                  </RouterLink>
                </Link>
              )}
              <PublishStateBadge state={item.publishState} />
              <Text textStyle="sm" color="fg.muted">
                <When
                  at={moment.at}
                  label={t(moment.key, { when: formatRelativeTime(moment.at) })}
                />
              </Text>
            </HStack>
          );
        })}
      </Stack>
    </Box>
  );
}

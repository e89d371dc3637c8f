import { useTranslation } from '@care/i18n';
import { Link } from '@care/platform/router';
import { Button, SimpleGrid, Stack } from '@care/ui';
import { PageHeader, QueryState } from '@care/ui/page';
import { useOutposts } from '../api/list-outposts';
import { OutpostCard } from '../components/OutpostCard';
import { outpostPaths } from '../paths';

export function OutpostListPage({ organizationId }: { organizationId: string }) {
  const { t } = useTranslation('outposts');
  const outposts = useOutposts(organizationId);
  const createButton = (
    <Button asChild>
      <Link to={outpostPaths.create(organizationId)}>{t('list.create')}</Link>
    </Button>
  );
  const hasAny = Boolean(outposts.data?.items.length);

  return (
    <Stack gap="6">
      <PageHeader
        title={t('title')}
        description={t('description')}
        actions={hasAny && createButton}
      />
      <QueryState
        query={outposts}
        loadingLabel={t('list.loading')}
        errorTitle={t('list.loadError')}
        empty={{
          title: t('list.emptyTitle'),
          description: t('list.emptyDescription'),
          action: createButton,
        }}
      >
        {({ items }) => (
          <SimpleGrid columns={{ base: 1, md: 2, xl: 3 }} gap="4" as="ul" listStyleType="none">
            {items.map((outpost) => (
              <li key={outpost.id}>
                <OutpostCard organizationId={organizationId} outpost={outpost} />
              </li>
            ))}
          </SimpleGrid>
        )}
      </QueryState>
    </Stack>
  );
}

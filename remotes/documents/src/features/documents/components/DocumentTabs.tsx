import type { Document } from '@care/contracts/document';
import { useTranslation } from '@care/i18n';
import { Link, useLocation } from '@care/platform/router';
import { Button, HStack } from '@care/ui';
import { documentPaths, type DocumentPage } from '../paths';

type Tab = 'content' | Exclude<DocumentPage, 'edit'>;

/** The document's pages, as links (each has its own URL); the one open is marked current. */
export function DocumentTabs({
  organizationId,
  document,
  revisionCount,
}: {
  organizationId: string;
  document: Pick<Document, 'id' | 'needsAcceptance'>;
  revisionCount: number;
}) {
  const { t } = useTranslation('documents');
  const { pathname } = useLocation();
  const tabs: { tab: Tab; to: string }[] = [
    { tab: 'content', to: documentPaths.details(organizationId, document.id) },
    ...(revisionCount > 1
      ? [
          {
            tab: 'compare' as const,
            to: documentPaths.page(organizationId, document.id, 'compare'),
          },
        ]
      : []),
    ...(document.needsAcceptance
      ? [
          {
            tab: 'acceptances' as const,
            to: documentPaths.page(organizationId, document.id, 'acceptances'),
          },
        ]
      : []),
    { tab: 'history', to: documentPaths.page(organizationId, document.id, 'history') },
  ];
  return (
    <HStack as="nav" aria-label={t('details.nav')} gap="1" borderBottomWidth="1px" wrap="wrap">
      {tabs.map(({ tab, to }) => {
        const current = pathname === to;
        return (
          <Button
            key={tab}
            asChild
            variant="ghost"
            size="sm"
            borderRadius="0"
            borderBottomWidth="2px"
            borderColor={current ? 'colorPalette.solid' : 'transparent'}
            fontWeight={current ? 'semibold' : 'normal'}
            mb="-1px"
          >
            <Link to={to} aria-current={current ? 'page' : undefined}>
              {t(`details.tabs.${tab}`)}
            </Link>
          </Button>
        );
      })}
    </HStack>
  );
}

import type { StoredTag } from '@care/contracts';
import { useTranslation } from '@care/i18n';
import { Box, Button, HStack, Text, VisuallyHidden } from '@care/ui';
import { Table, TagBadge, readableTextColor } from '@care/ui/panel';
import { Link } from '@care/platform/router';
import { tagPaths } from '../paths';
import { DeleteTagButton } from './DeleteTagButton';

export interface TagTableProps {
  organizationId: string;
  /** In the order the API answers: by name. */
  tags: StoredTag[];
}

export function TagTable({ organizationId, tags }: TagTableProps) {
  const { t } = useTranslation('tags');
  return (
    <Table.ScrollArea borderWidth="1px" borderRadius="l2">
      <Table.Root size="sm">
        <Table.Caption>
          <VisuallyHidden>{t('list.caption')}</VisuallyHidden>
        </Table.Caption>
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>{t('list.columns.badge')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('list.columns.name')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('list.columns.abbr')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('list.columns.description')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('list.columns.colors')}</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">
              <VisuallyHidden>{t('list.columns.actions')}</VisuallyHidden>
            </Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {tags.map((tag) => (
            <Table.Row key={tag.id}>
              <Table.Cell>
                <TagBadge tag={tag} />
              </Table.Cell>
              <Table.Cell fontWeight="medium">{tag.name}</Table.Cell>
              <Table.Cell>{tag.abbr}</Table.Cell>
              <Table.Cell color="fg.muted" maxW="md" truncate title={tag.description}>
                {tag.description}
              </Table.Cell>
              <Table.Cell>
                <TagColors
                  color={tag.color}
                  textColor={tag.textColor ?? readableTextColor(tag.color)}
                />
              </Table.Cell>
              <Table.Cell>
                <HStack justify="end" gap="1">
                  <Button asChild size="xs" variant="ghost">
                    <Link
                      to={tagPaths.edit(organizationId, tag.id)}
                      aria-label={t('list.edit', { name: tag.name })}
                    >
                      {t('list.editAction')}
                    </Link>
                  </Button>
                  <DeleteTagButton organizationId={organizationId} tag={tag} />
                </HStack>
              </Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}

function TagColors({ color, textColor }: { color: string; textColor: string }) {
  const { t } = useTranslation('tags');
  return (
    <HStack gap="1.5" aria-label={t('list.colors', { color, textColor })} role="img">
      <Box boxSize="4" borderWidth="1px" borderRadius="sm" bg={`#${color}`} />
      <Box boxSize="4" borderWidth="1px" borderRadius="sm" bg={`#${textColor}`} />
      <Text as="span" fontFamily="mono" fontSize="xs" color="fg.muted" aria-hidden="true">
        #{color} / #{textColor}
      </Text>
    </HStack>
  );
}

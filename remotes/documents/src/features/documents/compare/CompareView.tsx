import type { Document } from '@care/contracts/document';
import { useTranslation } from '@care/i18n';
import { Box, chakra, Stack, Text, VisuallyHidden } from '@care/ui';
import { Table } from '@care/ui/panel';
import { useMemo } from 'react';
import { type DiffLine, lineDiff } from './line-diff';

export type CompareMode = 'sideBySide' | 'inline';

export interface CompareViewProps {
  older: Pick<Document, 'title' | 'body' | 'revision'>;
  newer: Pick<Document, 'title' | 'body' | 'revision'>;
  mode: CompareMode;
}

const looks = {
  added: { bg: 'green.subtle', color: 'green.fg', sign: '+' },
  removed: { bg: 'red.subtle', color: 'red.fg', sign: '−' },
  unchanged: { bg: undefined, color: undefined, sign: ' ' },
} as const;

/**
 * One line of the text, marked the way both eyes and ears can tell: a colour and a +/− sign
 * on screen, "Added:"/"Removed:" for screen readers, and <ins>/<del> for what it is.
 */
function Line({ line }: { line: DiffLine }) {
  const { t } = useTranslation('documents');
  const look = looks[line.kind];
  const Tag =
    line.kind === 'added' ? chakra.ins : line.kind === 'removed' ? chakra.del : chakra.span;
  return (
    <Box
      display="flex"
      gap="2"
      bg={look.bg}
      color={look.color}
      px="2"
      fontFamily="mono"
      textStyle="sm"
      data-change={line.kind}
    >
      <chakra.span aria-hidden="true" userSelect="none" flexShrink={0} w="1ch">
        {look.sign}
      </chakra.span>
      <Tag textDecoration="none" whiteSpace="pre-wrap" overflowWrap="anywhere" minH="1lh">
        {line.kind !== 'unchanged' && <VisuallyHidden>{t(`compare.${line.kind}`)} </VisuallyHidden>}
        {line.text}
      </Tag>
    </Box>
  );
}

/**
 * Two revisions' texts compared line by line: side by side (the older left, the newer right,
 * changed lines facing each other) or inline (one text, removals before their replacements).
 */
export default function CompareView({ older, newer, mode }: CompareViewProps) {
  const { t } = useTranslation('documents');
  const diff = useMemo(() => lineDiff(older.body, newer.body), [older.body, newer.body]);
  const caption = t('compare.caption', { older: older.revision, newer: newer.revision });

  return (
    <Stack gap="3">
      {older.title !== newer.title && (
        <Text>{t('compare.titleChanged', { before: older.title, after: newer.title })}</Text>
      )}
      <Text color="fg.muted" role="status">
        {diff.added + diff.removed === 0
          ? t('compare.noChanges')
          : t('compare.summary', { added: diff.added, removed: diff.removed })}
      </Text>
      {mode === 'inline' ? (
        <Box
          as="ol"
          aria-label={caption}
          borderWidth="1px"
          borderRadius="l2"
          py="2"
          listStyleType="none"
        >
          {diff.lines.map((line, index) => (
            <li key={index}>
              <Line line={line} />
            </li>
          ))}
        </Box>
      ) : (
        <Table.ScrollArea borderWidth="1px" borderRadius="l2">
          <Table.Root size="sm" tableLayout="fixed">
            <Table.Caption>
              <VisuallyHidden>{caption}</VisuallyHidden>
            </Table.Caption>
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader scope="col">
                  {t('revision', { revision: older.revision })}
                </Table.ColumnHeader>
                <Table.ColumnHeader scope="col">
                  {t('revision', { revision: newer.revision })}
                </Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {diff.rows.map((row, index) => (
                <Table.Row key={index}>
                  <Table.Cell p="0" verticalAlign="top">
                    {row.left && <Line line={row.left} />}
                  </Table.Cell>
                  <Table.Cell p="0" verticalAlign="top">
                    {row.right && <Line line={row.right} />}
                  </Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </Table.ScrollArea>
      )}
    </Stack>
  );
}

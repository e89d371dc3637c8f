import { Flex, Skeleton, Stack, Text, chakra } from '@care/ui';
import { NativeSelect } from '@care/ui/panel';
import {
  FlexRender,
  type Cell,
  type Column,
  type Header,
  type Row,
  type RowData,
  type SortingState,
  type Table,
} from '@tanstack/react-table';
import { useId, type MouseEvent } from 'react';
import { cardListCss, cardParts, type CardParts } from './card-parts';
import type { DataTableFeatures } from './features';
import { registerResources } from '@care/i18n';
import { en, pl } from './card-locales';
import { NAMESPACE, useDataTableTranslation } from './i18n';
import { MAX_SKELETON_ROWS } from './SkeletonRows';

registerResources(NAMESPACE, { pl, en });

type AnyHeader = Header<DataTableFeatures, RowData>;
type AnyCell = Cell<DataTableFeatures, RowData, unknown>;

/** What a tap on a card's other controls must not be taken for: opening the card. */
const CONTROLS = 'a, button, input, select, textarea, label, [role="menuitem"]';

/**
 * A tap anywhere on a card follows its title's link, as a click anywhere on a row would if it
 * could: one handler for the whole list, not one per card. A tap on the card's own controls
 * (checkbox, actions, another link) or one that ends a text selection does what it always does.
 */
function openTappedCard(event: MouseEvent<HTMLUListElement>) {
  const target = event.target as HTMLElement;
  const card = target.closest?.('li[data-card]');
  if (!card || target.closest(CONTROLS)) return;
  if (window.getSelection?.()?.toString()) return;
  const link = card.querySelector<HTMLAnchorElement>('[data-card-title] a[href]');
  // With the tap's modifier keys, so Ctrl or Cmd still opens it in a new tab.
  link?.dispatchEvent(
    new window.MouseEvent('click', {
      bubbles: true,
      cancelable: true,
      ctrlKey: event.ctrlKey,
      metaKey: event.metaKey,
      shiftKey: event.shiftKey,
      altKey: event.altKey,
    }),
  );
}

export interface CardViewProps<TData extends RowData> extends Omit<CardListProps<TData>, 'parts'> {
  sorting: SortingState;
}

/**
 * The list as cards, with what the table's header offers above them. Loaded with the first list
 * a narrow screen shows: a wider one never draws a card, and never pays for them.
 */
export function CardView<TData extends RowData>({ sorting, ...props }: CardViewProps<TData>) {
  const parts = cardParts(props.table.getAllLeafColumns());
  return (
    <Stack gap="2">
      <CardToolbar table={props.table} parts={parts} sorting={sorting} />
      <CardList {...props} parts={parts} />
    </Stack>
  );
}

interface CardListProps<TData extends RowData> {
  table: Table<DataTableFeatures, TData>;
  rows: Row<DataTableFeatures, TData>[];
  parts: CardParts;
  label: string;
  /** Skeleton cards in place of the rows while the page loads. */
  pending: boolean;
  skeletonCount: number;
  busy: boolean;
  /** The rows shown are another query's: dimmed and out of reach. */
  stale: boolean;
  dimmed: boolean;
}

/** A page of the list as cards, one per row, on a screen too narrow for the table. */
function CardList<TData extends RowData>({
  table,
  rows,
  parts,
  label,
  pending,
  skeletonCount,
  busy,
  stale,
  dimmed,
}: CardListProps<TData>) {
  const headers = new Map<string, AnyHeader>();
  for (const header of table.getFlatHeaders()) headers.set(header.column.id, header as AnyHeader);
  return (
    <chakra.ul
      data-card-list=""
      aria-label={label}
      aria-busy={busy}
      inert={stale ? true : undefined}
      opacity={dimmed ? 0.6 : undefined}
      transition="opacity 0.2s"
      css={cardListCss}
      onClick={openTappedCard}
    >
      {pending ? (
        <SkeletonCards count={skeletonCount} />
      ) : (
        rows.map((row) => (
          <CardRow
            key={row.id}
            row={row as Row<DataTableFeatures, RowData>}
            parts={parts}
            headers={headers}
          />
        ))
      )}
    </chakra.ul>
  );
}

/**
 * One row as a card of plain elements (styled once by the list): its checkbox, its title (the
 * name or number, usually a link) and its actions button in the first line, its status below,
 * always in view, then the other columns the page puts on the card as label: value lines.
 */
function CardRow({
  row,
  parts,
  headers,
}: {
  row: Row<DataTableFeatures, RowData>;
  parts: CardParts;
  headers: Map<string, AnyHeader>;
}) {
  const cells = new Map<string, AnyCell>();
  for (const cell of row.getAllCells()) cells.set(cell.column.id, cell as AnyCell);
  const cellOf = (id: string | undefined) => {
    const cell = id === undefined ? undefined : cells.get(id);
    return cell ? <FlexRender cell={cell} /> : null;
  };
  const headerOf = (id: string) => {
    const header = headers.get(id);
    return header ? <FlexRender header={header} /> : null;
  };
  return (
    <li data-card="" data-selected={row.getIsSelected() ? '' : undefined}>
      <div data-card-head="">
        {parts.select && <div data-card-select="">{cellOf(parts.select)}</div>}
        <div data-card-title="">
          {parts.title.map((id) => (
            <div key={id}>{cellOf(id)}</div>
          ))}
        </div>
        {parts.actions && <div data-card-actions="">{cellOf(parts.actions)}</div>}
      </div>
      {parts.status.length > 0 && (
        <div data-card-status="">
          {parts.status.map((id) => (
            <div key={id}>
              <span data-card-status-label="">{headerOf(id)}: </span>
              {cellOf(id)}
            </div>
          ))}
        </div>
      )}
      {parts.fields.length > 0 && (
        <dl>
          {parts.fields.map((id) => (
            <div key={id}>
              <dt>{headerOf(id)}</dt>
              <dd>{cellOf(id)}</dd>
            </div>
          ))}
        </dl>
      )}
    </li>
  );
}

/** Grey bars in the shape of the cards to come, while the page loads. */
function SkeletonCards({ count }: { count: number }) {
  return Array.from({ length: Math.min(count, MAX_SKELETON_ROWS) }, (_, index) => (
    <li key={index} aria-hidden="true" data-skeleton-card="">
      <Skeleton height="4" width="45%" />
      <Skeleton height="3" width="25%" />
      <Skeleton height="3" width="70%" />
    </li>
  ));
}

const headerText = (column: Column<DataTableFeatures, RowData>) =>
  typeof column.columnDef.header === 'string' ? column.columnDef.header : column.id;

/**
 * What the table's header row offers, for the cards, which have none: the checkbox that selects
 * the page and the sort order (the table's sortable headers, as one select).
 */
function CardToolbar<TData extends RowData>({
  table,
  parts,
  sorting,
}: {
  table: Table<DataTableFeatures, TData>;
  parts: CardParts;
  sorting: SortingState;
}) {
  const { t } = useDataTableTranslation();
  const sortId = useId();
  const selectHeader = parts.select
    ? table.getFlatHeaders().find((header) => header.column.id === parts.select)
    : undefined;
  const sortable = (table.getAllLeafColumns() as Column<DataTableFeatures, RowData>[]).filter(
    (column) => column.getCanSort(),
  );
  const [sorted] = sorting;
  if (!selectHeader && sortable.length === 0) return null;
  return (
    <Flex wrap="wrap" align="center" justify="space-between" gap="2" textStyle="sm">
      {selectHeader && (
        <chakra.label display="flex" alignItems="center" gap="2" cursor="pointer">
          <FlexRender header={selectHeader} />
          <span>{t('selection.selectPage')}</span>
        </chakra.label>
      )}
      {sortable.length > 0 && (
        <Flex align="center" gap="2" minW="0">
          <Text asChild color="fg.muted" whiteSpace="nowrap">
            <label htmlFor={sortId}>{t('sort.label')}</label>
          </Text>
          <NativeSelect.Root size="sm" width="auto" minW="0">
            <NativeSelect.Field
              id={sortId}
              value={sorted ? `${sorted.id}:${sorted.desc ? 'desc' : 'asc'}` : ''}
              onChange={(event) => {
                const [id, direction] = event.target.value.split(':');
                if (id) table.setSorting([{ id, desc: direction === 'desc' }]);
              }}
            >
              {!sorted && <option value="">{t('sort.none')}</option>}
              {sortable.flatMap((column) => [
                <option key={`${column.id}:asc`} value={`${column.id}:asc`}>
                  {t('sort.ascending', { column: headerText(column) })}
                </option>,
                <option key={`${column.id}:desc`} value={`${column.id}:desc`}>
                  {t('sort.descending', { column: headerText(column) })}
                </option>,
              ])}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Flex>
      )}
    </Flex>
  );
}

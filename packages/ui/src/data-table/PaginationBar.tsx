import { Flex, HStack, IconButton, Text } from '@care/ui';
import { NativeSelect } from '@care/ui/panel';
import { useId, type ReactNode } from 'react';
import { LuChevronLeft, LuChevronRight, LuChevronsLeft, LuChevronsRight } from 'react-icons/lu';
import { useDataTableTranslation } from './i18n';

export interface PaginationBarProps {
  page: number;
  limit: number;
  pageSizes: readonly number[];
  /** Rows on this page. */
  rowCount: number;
  /** Rows in the whole list; undefined where the API does not count them. */
  total: number | undefined;
  /** Pages in the whole list, or -1 when only "is there a next page" is known. */
  pageCount: number;
  canPrevious: boolean;
  canNext: boolean;
  onPage: (page: number) => void;
  onLimit: (limit: number) => void;
}

/**
 * Page size, where the page stands ("11–20 of 134", announced as it changes)
 * and the page buttons. A button that cannot act stays focusable, only marked
 * disabled, so pressing Next up to the last page does not drop the focus.
 */
export function PaginationBar({
  page,
  limit,
  pageSizes,
  rowCount,
  total,
  pageCount,
  canPrevious,
  canNext,
  onPage,
  onLimit,
}: PaginationBarProps) {
  const { t } = useDataTableTranslation();
  const sizeId = useId();
  const from = rowCount === 0 ? 0 : (page - 1) * limit + 1;
  const to = (page - 1) * limit + rowCount;
  return (
    <Flex wrap="wrap" align="center" justify="space-between" gap="3" fontSize="sm">
      <HStack gap="2">
        <Text asChild color="fg.muted" whiteSpace="nowrap">
          <label htmlFor={sizeId}>{t('pagination.pageSize')}</label>
        </Text>
        <NativeSelect.Root size="sm" width="auto">
          <NativeSelect.Field
            id={sizeId}
            value={limit}
            onChange={(event) => onLimit(Number(event.target.value))}
          >
            {pageSizes.map((size) => (
              <option key={size} value={size}>
                {size}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </HStack>
      <HStack gap="3" wrap="wrap">
        <Text role="status" aria-live="polite" aria-atomic="true" whiteSpace="nowrap">
          {total === undefined
            ? t('pagination.rangeWithoutTotal', { from, to })
            : t('pagination.range', { from, to, total })}
        </Text>
        <HStack role="group" aria-label={t('pagination.label')} gap="1">
          <PageButton label={t('pagination.first')} enabled={canPrevious} onPress={() => onPage(1)}>
            <LuChevronsLeft />
          </PageButton>
          <PageButton
            label={t('pagination.previous')}
            enabled={canPrevious}
            onPress={() => onPage(page - 1)}
          >
            <LuChevronLeft />
          </PageButton>
          <Text px="1" whiteSpace="nowrap" color="fg.muted">
            {pageCount > 0
              ? t('pagination.page', { page, pages: pageCount })
              : t('pagination.pageWithoutTotal', { page })}
          </Text>
          <PageButton
            label={t('pagination.next')}
            enabled={canNext}
            onPress={() => onPage(page + 1)}
          >
            <LuChevronRight />
          </PageButton>
          {pageCount > 0 && (
            <PageButton
              label={t('pagination.last')}
              enabled={canNext}
              onPress={() => onPage(pageCount)}
            >
              <LuChevronsRight />
            </PageButton>
          )}
        </HStack>
      </HStack>
    </Flex>
  );
}

function PageButton({
  label,
  enabled,
  onPress,
  children,
}: {
  label: string;
  enabled: boolean;
  onPress: () => void;
  children: ReactNode;
}) {
  return (
    <IconButton
      aria-label={label}
      aria-disabled={!enabled || undefined}
      size="sm"
      variant="outline"
      onClick={() => {
        if (enabled) onPress();
      }}
    >
      {children}
    </IconButton>
  );
}

import { Skeleton } from '@care/ui';
import { Table } from '@care/ui/panel';

/** Never more placeholder rows than fit a screen: 100 of them would only push the page down. */
export const MAX_SKELETON_ROWS = 10;

/** Grey bars in the shape of the rows to come, while the first page loads. */
export function SkeletonRows({ rowCount, columnCount }: { rowCount: number; columnCount: number }) {
  return Array.from({ length: Math.min(rowCount, MAX_SKELETON_ROWS) }, (_, row) => (
    <Table.Row key={row} aria-hidden="true" data-skeleton-row="">
      {Array.from({ length: columnCount }, (_, column) => (
        <Table.Cell key={column}>
          <Skeleton height="4" minW="8" />
        </Table.Cell>
      ))}
    </Table.Row>
  ));
}

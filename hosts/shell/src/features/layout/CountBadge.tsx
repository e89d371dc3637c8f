import { Badge } from '@care/ui';

/** Above this many the badge reads '99+'. */
export const BADGE_COUNT_CAP = 99;

/** What a count badge shows: nothing for zero, the count up to 99, '99+' above. */
export function formatBadgeCount(count: number): string | null {
  if (count <= 0) return null;
  return count > BADGE_COUNT_CAP ? `${BADGE_COUNT_CAP}+` : String(count);
}

export interface CountBadgeProps {
  count: number;
  /** Pinned to the top-right corner of the (relatively positioned) element it sits in. */
  corner?: boolean;
}

/**
 * A small count on an icon or menu entry. Screen readers skip it: the element
 * it marks says the exact count in its own label instead.
 */
export function CountBadge({ count, corner = false }: CountBadgeProps) {
  const text = formatBadgeCount(count);
  if (text === null) return null;
  return (
    <Badge
      aria-hidden
      data-testid="count-badge"
      colorPalette="red"
      variant="solid"
      size="xs"
      borderRadius="full"
      minW="4"
      justifyContent="center"
      pointerEvents="none"
      {...(corner
        ? { position: 'absolute', top: '0.5', insetEnd: '0.5' }
        : { marginStart: 'auto' })}
    >
      {text}
    </Badge>
  );
}

import type { ReactNode } from 'react';
import {
  PLACEHOLDER_KEPT_ATTRIBUTE,
  PLACEHOLDER_PART_ATTRIBUTE,
  type PlaceholderPart,
} from './placeholder-markup';

/**
 * A part of the painted frame that only some visits have (an admin's card, an operator's
 * organizations, the dashboard's outline). The build writes every part; before the frame is
 * shown, the inline script removes those the visit has not. Lays out as its children alone.
 */
export function PlaceholderPartOf({
  part,
  children,
}: {
  part: PlaceholderPart;
  children: ReactNode;
}) {
  return (
    <div {...{ [PLACEHOLDER_PART_ATTRIBUTE]: part }} style={{ display: 'contents' }}>
      {children}
    </div>
  );
}

/**
 * A loading state of the panel that the frame painted before any script ran stands for: while
 * one is on screen, that frame stays; once the panel shows anything else (its frame, a sign-in
 * page, an error), the frame goes. Lays out as its children alone.
 */
export function KeepsPlaceholder({ children }: { children: ReactNode }) {
  return (
    <div {...{ [PLACEHOLDER_KEPT_ATTRIBUTE]: '' }} style={{ display: 'contents' }}>
      {children}
    </div>
  );
}

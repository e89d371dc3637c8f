import type { PublishState } from '@care/contracts/document';
import { useStatusLabel } from '@care/i18n';
import { Badge } from '@care/ui';

const palette: Record<PublishState, string> = {
  DRAFT: 'gray',
  PUBLISHED: 'green',
  UNPUBLISHED: 'orange',
};

/** A revision's publish state, in words and colour. */
export function PublishStateBadge({ state }: { state: PublishState }) {
  const statusLabel = useStatusLabel();
  return (
    <Badge colorPalette={palette[state]} variant="subtle">
      {statusLabel('document', state)}
    </Badge>
  );
}

import type { PublishState } from '@care/contracts/document';
import { useTranslation } from '@care/i18n';
import { Badge } from '@care/ui';

const palette: Record<PublishState, string> = {
  DRAFT: 'gray',
  PUBLISHED: 'green',
  UNPUBLISHED: 'orange',
};

/** A revision's publish state, in words and colour. */
export function PublishStateBadge({ state }: { state: PublishState }) {
  const { t } = useTranslation('documents');
  return (
    <Badge colorPalette={palette[state]} variant="subtle">
      {t(`publishState.${state}`)}
    </Badge>
  );
}

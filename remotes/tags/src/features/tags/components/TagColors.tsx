import { useTranslation } from '@care/i18n';
import { Box, HStack, Text } from '@care/ui';
import { SWATCH_EDGE_COLOR } from '@care/ui/panel';

/** A tag's two colours as swatches, with the edge the colour field uses: a dark one shows in dark mode too. */
export function TagColors({ color, textColor }: { color: string; textColor: string }) {
  const { t } = useTranslation('tags');
  return (
    <HStack gap="1.5" aria-label={t('list.colors', { color, textColor })} role="img">
      {[color, textColor].map((hex, index) => (
        <Box
          key={index}
          boxSize="4"
          flexShrink="0"
          borderWidth="1px"
          borderColor={SWATCH_EDGE_COLOR}
          borderRadius="sm"
          bg={`#${hex}`}
        />
      ))}
      <Text as="span" fontFamily="mono" fontSize="xs" color="fg.muted" aria-hidden="true">
        #{color} / #{textColor}
      </Text>
    </HStack>
  );
}

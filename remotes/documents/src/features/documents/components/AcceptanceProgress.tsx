import { useTranslation } from '@care/i18n';
import { Box, Stack, Text } from '@care/ui';

export interface AcceptanceProgressProps {
  accepted: number;
  /** The members asked to accept: those who did and those who still have to. */
  total: number;
}

/** "34 of 40 accepted", with a bar for the eye; the sentence is what screen readers get. */
export function AcceptanceProgress({ accepted, total }: AcceptanceProgressProps) {
  const { t } = useTranslation('documents');
  const share = total === 0 ? 0 : Math.round((accepted / total) * 100);
  return (
    <Stack gap="1" minW="8rem">
      <Text textStyle="sm">{t('acceptance.progress', { accepted, total })}</Text>
      <Box aria-hidden="true" h="1.5" borderRadius="full" bg="bg.emphasized" overflow="hidden">
        <Box h="full" w={`${share}%`} bg={share === 100 ? 'green.solid' : 'blue.solid'} />
      </Box>
    </Stack>
  );
}

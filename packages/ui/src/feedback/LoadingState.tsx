import { Flex, Spinner, Text } from '@chakra-ui/react';
import { useFeedbackTranslation } from './i18n';

export interface LoadingStateProps {
  /** What is loading; 'Loading…' by default. */
  label?: string;
}

export function LoadingState({ label }: LoadingStateProps) {
  const { t } = useFeedbackTranslation();
  return (
    <Flex role="status" aria-live="polite" align="center" justify="center" gap="3" py="10">
      <Spinner size="md" />
      <Text color="fg.muted">{label ?? t('common:states.loading')}</Text>
    </Flex>
  );
}

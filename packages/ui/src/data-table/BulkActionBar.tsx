import { Button, Flex, Text } from '@care/ui';
import type { ReactNode } from 'react';
import { useDataTableTranslation } from './i18n';

/** Says how many rows are selected and holds what the page can do with them. */
export function BulkActionBar({
  count,
  onClear,
  children,
}: {
  count: number;
  onClear: () => void;
  children: ReactNode;
}) {
  const { t } = useDataTableTranslation();
  return (
    <Flex
      role="region"
      aria-label={t('selection.label')}
      wrap="wrap"
      align="center"
      gap="2"
      px="3"
      py="2"
      borderWidth="1px"
      borderRadius="l2"
      bg="bg.muted"
    >
      <Text role="status" fontWeight="medium" me="auto">
        {t('selection.count', { count })}
      </Text>
      {children}
      <Button size="sm" variant="ghost" onClick={onClear}>
        {t('selection.clear')}
      </Button>
    </Flex>
  );
}

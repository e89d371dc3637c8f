import { useTranslation } from '@care/i18n';
import { signOut, useAuthStore } from '@care/platform';
import { Button, HStack, Text } from '@care/ui';

/** Who is signed in to the standalone host, and the way out. */
export function SessionBar() {
  const { t } = useTranslation('tags');
  const email = useAuthStore((state) => state.user?.email);
  return (
    <HStack justify="end" gap="3" px="4" py="2" borderBottomWidth="1px">
      <Text fontSize="sm" color="fg.muted">
        {email}
      </Text>
      <Button size="xs" variant="outline" onClick={() => void signOut()}>
        {t('standalone.signOut')}
      </Button>
    </HStack>
  );
}

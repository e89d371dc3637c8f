import { signOut, useAuthStore } from '@care/platform';
import { Button, HStack, SignOutIcon, Text } from '@care/ui';
import { useStandaloneTranslation } from './i18n';

/** Who is signed in to the standalone host, and the way out. */
export function SessionBar() {
  const { t } = useStandaloneTranslation();
  const email = useAuthStore((state) => state.user?.email ?? '');
  return (
    <HStack as="header" justify="end" gap="3" px="4" py="2" borderBottomWidth="1px">
      <Text fontSize="sm" color="fg.muted">
        {t('signedInAs', { email })}
      </Text>
      <Button size="xs" variant="outline" onClick={() => void signOut()}>
        <SignOutIcon aria-hidden="true" />
        {t('signOut')}
      </Button>
    </HStack>
  );
}

import { useTranslation } from '@care/i18n';
import { linkedSignInMethods, signInMethods, type SignInMethod } from '@care/platform/identity';
import { useQuery } from '@care/platform/query';
import { Badge, Heading, HStack, Stack, Text } from '@care/ui';
import { ChangePasswordForm } from '../components/ChangePasswordForm';

/** Translation keys cannot hold the dots of the provider ids. */
const methodKey: Record<SignInMethod, string> = {
  password: 'password',
  'google.com': 'google',
  'apple.com': 'apple',
};

/** `/profile/security`: the password, and which ways of signing in the account has. */
export function SecurityPage() {
  const { t } = useTranslation('account');
  const linked = useQuery({ queryKey: ['signInMethods'], queryFn: linkedSignInMethods });
  const hasPassword = linked.data?.includes('password') ?? true;
  return (
    <Stack gap="8">
      <Stack as="section" aria-labelledby="password-title" gap="4">
        <Heading as="h2" size="md" id="password-title">
          {t('security.passwordTitle')}
        </Heading>
        {hasPassword ? (
          <ChangePasswordForm />
        ) : (
          <Text color="fg.muted">{t('security.noPassword')}</Text>
        )}
      </Stack>
      <Stack as="section" aria-labelledby="methods-title" gap="3">
        <Heading as="h2" size="md" id="methods-title">
          {t('security.methodsTitle')}
        </Heading>
        <Stack as="ul" gap="2" listStyleType="none">
          {signInMethods.map((method) => {
            const isLinked = linked.data?.includes(method) ?? false;
            return (
              <HStack as="li" key={method} gap="3">
                <Text minW="10rem">{t(`security.methods.${methodKey[method]}`)}</Text>
                <Badge colorPalette={isLinked ? 'green' : 'gray'}>
                  {isLinked ? t('security.linked') : t('security.notLinked')}
                </Badge>
              </HStack>
            );
          })}
        </Stack>
      </Stack>
    </Stack>
  );
}

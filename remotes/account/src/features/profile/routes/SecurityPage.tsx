import { useTranslation } from '@care/i18n';
import {
  identityErrorMessageKey,
  linkedSignInMethods,
  linkSignInProvider,
  providerSignInMethod,
  signInMethods,
  unlinkSignInProvider,
  type SignInMethod,
  type SignInProvider,
} from '@care/platform/identity';
import { useMutation, useQuery } from '@care/platform/query';
import { Badge, Button, Heading, HStack, Stack, Text, toaster } from '@care/ui';
import { ChangePasswordForm } from '../components/ChangePasswordForm';

/** Translation keys cannot hold the dots of the provider ids. */
const methodKey: Record<SignInMethod, string> = {
  password: 'password',
  'google.com': 'google',
  'apple.com': 'apple',
};

/** The methods a user links and unlinks here; a password is set when the account is made. */
const providerOf: Partial<Record<SignInMethod, SignInProvider>> = Object.fromEntries(
  Object.entries(providerSignInMethod).map(([provider, method]) => [method, provider]),
);

/**
 * `/profile/security`: the password, and which ways of signing in the account has; Google and
 * Apple are linked through their popup and unlinked while another way remains.
 */
export function SecurityPage() {
  const { t } = useTranslation('account');
  const linked = useQuery({ queryKey: ['signInMethods'], queryFn: linkedSignInMethods });
  const hasPassword = linked.data?.includes('password') ?? true;
  const change = useMutation({
    mutationFn: ({ provider, link }: { provider: SignInProvider; link: boolean }) =>
      link ? linkSignInProvider(provider) : unlinkSignInProvider(provider),
    onSuccess: (_, { link }) => {
      toaster.success({ title: t(link ? 'security.linkedToast' : 'security.unlinkedToast') });
    },
    onError: (error, { link }) => {
      const key = identityErrorMessageKey(error, link ? 'providerLink' : 'providerUnlink');
      if (key) toaster.error({ title: t(`common:${key}`) });
    },
    // The identity service changed the user's methods in place; read them again either way.
    onSettled: () => linked.refetch(),
  });
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
            const provider = providerOf[method];
            const label = t(`security.methods.${methodKey[method]}`);
            return (
              <HStack as="li" key={method} gap="3" wrap="wrap">
                <Text minW="10rem">{label}</Text>
                <Badge colorPalette={isLinked ? 'green' : 'gray'}>
                  {isLinked ? t('security.linked') : t('security.notLinked')}
                </Badge>
                {provider && linked.data && (
                  <Button
                    size="xs"
                    variant="outline"
                    loading={change.isPending && change.variables?.provider === provider}
                    disabled={change.isPending || (isLinked && linked.data.length < 2)}
                    aria-label={t(isLinked ? 'security.unlinkNamed' : 'security.linkNamed', {
                      method: label,
                    })}
                    onClick={() => change.mutate({ provider, link: !isLinked })}
                  >
                    {isLinked ? t('security.unlink') : t('security.link')}
                  </Button>
                )}
                {provider && isLinked && linked.data?.length === 1 && (
                  <Text color="fg.muted" fontSize="sm">
                    {t('security.lastMethod')}
                  </Text>
                )}
              </HStack>
            );
          })}
        </Stack>
      </Stack>
    </Stack>
  );
}

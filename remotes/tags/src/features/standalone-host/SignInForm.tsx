import { useTranslation } from '@care/i18n';
import { signIn } from '@care/platform';
import { identityErrorMessageKey, type IdentityErrorMessageKey } from '@care/platform/identity';
import { Box, Button, Heading, Stack, Text, TextField, useZodForm } from '@care/ui';
import { useState } from 'react';
import { z } from 'zod';

const signInSchema = z.object({ email: z.email(), password: z.string().min(1) });

/** Email and password against the identity service (the emulator when configured). */
export function SignInForm() {
  const { t } = useTranslation('tags');
  const [failure, setFailure] = useState<IdentityErrorMessageKey | null>(null);
  const form = useZodForm(signInSchema, { defaultValues: { email: '', password: '' } });

  const onSubmit = form.submit(async ({ email, password }) => {
    setFailure(null);
    try {
      await signIn(email, password);
    } catch (error) {
      // Worded by the common identity catalogue, as on the panel's sign-in page.
      setFailure(identityErrorMessageKey(error, 'signIn'));
    }
  });

  return (
    <Box maxW="sm" mx="auto" py="16" px="4">
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="4">
          <Heading as="h1" size="lg">
            {t('standalone.signInTitle')}
          </Heading>
          {failure && (
            <Text role="alert" color="fg.error">
              {t(failure, { ns: 'common' })}
            </Text>
          )}
          <TextField
            control={form.control}
            name="email"
            label={t('standalone.email')}
            type="email"
            autoComplete="email"
            required
          />
          <TextField
            control={form.control}
            name="password"
            label={t('standalone.password')}
            type="password"
            autoComplete="current-password"
            required
          />
          <Button type="submit" loading={form.formState.isSubmitting}>
            {t('standalone.signIn')}
          </Button>
        </Stack>
      </form>
    </Box>
  );
}

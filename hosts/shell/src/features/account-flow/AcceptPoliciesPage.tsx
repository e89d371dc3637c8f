import type { PolicyDocument } from '@care/contracts/account';
import { useRuntimeConfig } from '@care/host-kit';
import { AccountForm } from '@care/host-kit/sign-in';
import { accountBundleQueryOptions, isApiError, useAccountBundle } from '@care/platform';
import { useQueryClient } from '@care/platform/query';
import { CenteredPage, Link, Stack, Text } from '@care/ui';
import { useZodForm } from '@care/ui/forms';
import { CheckboxField } from '@care/ui/panel';
import { useState } from 'react';
import { useShellTranslation } from '../../app/i18n/shell-i18n';
import { SignOutButton } from '../../app/session/SignOutButton';
import { acceptPolicies } from './api/accept-policies';
import { acceptPoliciesSchema } from './accept-policies-schema';

type Failure = 'stale' | 'failed' | null;

/**
 * Guard step 5: the account has not accepted a current version of the privacy policy or the
 * terms. The page says which changed, links each, and sends the person on, once accepted, to
 * where they were going (the guard closes it). Signing out is the other way out.
 */
export function AcceptPoliciesPage() {
  const { t } = useShellTranslation();
  const queryClient = useQueryClient();
  const config = useRuntimeConfig();
  const info = useAccountBundle().data?.info;
  const [failure, setFailure] = useState<Failure>(null);
  const toAccept = info?.policiesToAccept ?? [];
  const asked = (document: PolicyDocument) => toAccept.some((item) => item.document === document);
  const form = useZodForm(acceptPoliciesSchema, {
    // A document already accepted in its current version is not asked about again.
    defaultValues: { privacy: !asked('privacy'), terms: !asked('terms') },
  });
  const urls: Record<PolicyDocument, string | undefined> = {
    privacy: config?.privacyPolicyUrl,
    terms: config?.termsUrl,
  };
  const changed = toAccept.some((item) => item.acceptedVersion !== null);

  const onSubmit = form.submit(async () => {
    if (!info) return;
    setFailure(null);
    try {
      await acceptPolicies(info.policyVersions, queryClient);
    } catch (error) {
      if (isApiError(error, 409)) {
        // A newer version came in while the page was open: show that one to accept instead.
        setFailure('stale');
        await queryClient.fetchQuery({ ...accountBundleQueryOptions(), staleTime: 0 });
        form.reset({ privacy: false, terms: false });
        return;
      }
      setFailure('failed');
    }
  });

  return (
    <CenteredPage title={t('acceptPolicies.title')}>
      <Text>{t(changed ? 'acceptPolicies.changed' : 'acceptPolicies.intro')}</Text>
      <AccountForm
        onSubmit={onSubmit}
        error={failure && t(`acceptPolicies.${failure}`)}
        submitLabel={t('acceptPolicies.submit')}
        submitting={form.formState.isSubmitting}
      >
        {toAccept.map(({ document, version, acceptedVersion }) => {
          const url = urls[document];
          return (
            <Stack key={document} gap="1">
              <CheckboxField
                control={form.control}
                name={document}
                label={t(`acceptPolicies.accept.${document}`, { version })}
                helperText={
                  acceptedVersion
                    ? t('acceptPolicies.previously', { version: acceptedVersion })
                    : undefined
                }
                required
              />
              {/* Read before accepting, in a tab of its own. */}
              {url && (
                <Link href={url} target="_blank" rel="noopener noreferrer" fontSize="sm">
                  {t(`acceptPolicies.read.${document}`)}{' '}
                  <Text as="span" color="fg.muted">
                    {t('completeRegistration.opensInNewTab')}
                  </Text>
                </Link>
              )}
            </Stack>
          );
        })}
      </AccountForm>
      <SignOutButton />
    </CenteredPage>
  );
}

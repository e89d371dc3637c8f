import { refreshSession, useAuthStore } from '@care/platform';
import { lastVerificationEmail, sendVerificationEmail } from '@care/platform/identity';
import { Button, CenteredPage, Stack, Text } from '@care/ui';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from '@care/i18n';
import { useShellTranslation } from '../../app/i18n/shell-i18n';
import { SignOutButton } from '../../app/session/SignOutButton';
import { FormAlert, useIdentityError } from '@care/host-kit/sign-in';

/** Between two verification e-mails, so a user cannot flood their inbox or hit the service's limit. */
export const RESEND_COOLDOWN_SECONDS = 60;

/**
 * Guard step 2: a signed-in user whose email is not verified. They can have
 * the link sent again, tell us they have opened it (the session is re-read and
 * the guard moves them on), or sign out. The page is also re-checked quietly
 * when it opens and when the user comes back to the tab from their mailbox.
 */
export function EmailVerificationPage() {
  const { t } = useShellTranslation();
  const { t: tCommon } = useTranslation('common');
  const user = useAuthStore((state) => state.user);
  // This tab's last e-mail, the sign-up page's included: its failure is told, its time starts the cooldown.
  const [lastEmail] = useState(() => (user ? lastVerificationEmail(user.uid) : null));
  const failure = useIdentityError(
    'verificationEmail',
    lastEmail?.failure === undefined ? undefined : { code: lastEmail.failure },
  );
  const { report } = failure;
  const [notice, setNotice] = useState<'resent' | 'notVerifiedYet' | null>(null);
  const [sending, setSending] = useState(false);
  const [checking, setChecking] = useState(false);
  const email = user?.email ?? '';

  const [sentAt, setSentAt] = useState(() =>
    lastEmail && lastEmail.failure === undefined ? lastEmail.at : null,
  );
  const [now, setNow] = useState(() => Date.now());
  const secondsUntilResend =
    sentAt === null
      ? 0
      : Math.max(0, Math.ceil((sentAt + RESEND_COOLDOWN_SECONDS * 1000 - now) / 1000));
  useEffect(() => {
    if (secondsUntilResend === 0) return;
    const tick = window.setTimeout(() => setNow(Date.now()), 1000);
    return () => window.clearTimeout(tick);
  }, [secondsUntilResend, now]);

  const recheck = useCallback(
    async (quietly: boolean) => {
      try {
        await refreshSession({ reloadUser: true });
      } catch (error) {
        if (!quietly) report(error, 'sessionCheck');
        return;
      }
      // Verified: the guard closes this page and moves on. Not yet: say so when asked.
      if (!quietly && !useAuthStore.getState().claims.email_verified) setNotice('notVerifiedYet');
    },
    [report],
  );

  useEffect(() => {
    void recheck(true);
    const onReturn = () => {
      if (document.visibilityState === 'visible') void recheck(true);
    };
    document.addEventListener('visibilitychange', onReturn);
    return () => document.removeEventListener('visibilitychange', onReturn);
  }, [recheck]);

  const resend = async () => {
    failure.clear();
    setNotice(null);
    setSending(true);
    try {
      await sendVerificationEmail();
      const at = Date.now();
      setSentAt(at);
      setNow(at);
      setNotice('resent');
    } catch (error) {
      report(error);
    } finally {
      setSending(false);
    }
  };

  const check = async () => {
    failure.clear();
    setNotice(null);
    setChecking(true);
    await recheck(false);
    setChecking(false);
  };

  return (
    <CenteredPage title={t('emailVerification.title')}>
      <Text>{t('emailVerification.body', { email })}</Text>
      {failure.message && <FormAlert status="error">{failure.message}</FormAlert>}
      {notice === 'resent' && (
        <FormAlert status="success">{tCommon('messages.verificationEmailSent')}</FormAlert>
      )}
      {notice === 'notVerifiedYet' && (
        <FormAlert status="info">{t('emailVerification.notVerifiedYet')}</FormAlert>
      )}
      <Stack gap="3">
        <Button loading={checking} onClick={() => void check()}>
          {t('emailVerification.check')}
        </Button>
        <Button
          variant="outline"
          loading={sending}
          disabled={secondsUntilResend > 0}
          onClick={() => void resend()}
        >
          {secondsUntilResend > 0
            ? t('emailVerification.resendIn', { seconds: secondsUntilResend })
            : t('emailVerification.resend')}
        </Button>
      </Stack>
      <SignOutButton />
    </CenteredPage>
  );
}

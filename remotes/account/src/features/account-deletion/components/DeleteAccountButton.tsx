import { useTranslation } from '@care/i18n';
import { routes } from '@care/platform';
import { useNavigate } from '@care/platform/router';
import { Button, toaster } from '@care/ui';
import { ConfirmDialog } from '@care/ui/panel';
import { declinedToSignInAgain, problemDetail } from '@care/ui/page';
import { useState } from 'react';
import { useDeleteAccount } from '../api/delete-account';

type Step = 'closed' | 'first' | 'final';

/**
 * Deletes the account in two steps: what it means, then 'Are you absolutely sure?'. Only the
 * second step deletes; on success the user is signed out and lands on the sign-in page. A
 * refusal (the last super operator of an organization with members) says why in the toast. The
 * API asks for a sign-in of the last minutes first, which the frame's prompt takes care of.
 */
export function DeleteAccountButton() {
  const { t } = useTranslation('account');
  const navigate = useNavigate();
  const deletion = useDeleteAccount();
  const [step, setStep] = useState<Step>('closed');

  const deleteForGood = async () => {
    try {
      await deletion.mutateAsync();
    } catch (error) {
      // Declined to sign in again: nothing was deleted, and the person knows why.
      if (declinedToSignInAgain(error)) {
        setStep('closed');
        return;
      }
      toaster.error({
        title: t('common:messages.accountDeleteError'),
        description: problemDetail(error),
      });
      // Back to the page: the reason needs acting on elsewhere, not another try here.
      setStep('closed');
      return;
    }
    toaster.success({ title: t('common:messages.accountDeleted') });
    await navigate(routes.login(), { replace: true });
  };

  return (
    <>
      <Button
        colorPalette="red"
        variant="outline"
        alignSelf="flex-start"
        aria-haspopup="dialog"
        onClick={() => setStep('first')}
      >
        {t('deletion.button')}
      </Button>
      <ConfirmDialog
        open={step === 'first'}
        onOpenChange={(open) => {
          // Confirming moves on to the second step before this dialog reports itself closed.
          if (!open) setStep((current) => (current === 'first' ? 'closed' : current));
        }}
        destructive
        title={t('common:confirmations.deleteAccount')}
        description={t('deletion.consequences')}
        confirmLabel={t('deletion.continue')}
        onConfirm={() => setStep('final')}
      />
      <ConfirmDialog
        open={step === 'final'}
        onOpenChange={(open) => {
          if (!open) setStep('closed');
        }}
        destructive
        title={t('common:confirmations.deleteAccountFinal')}
        description={t('deletion.final')}
        confirmLabel={t('deletion.confirm')}
        onConfirm={deleteForGood}
      />
    </>
  );
}

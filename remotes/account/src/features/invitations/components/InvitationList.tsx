import { deriveAccountFlags } from '@care/contracts/account-flags';
import { type InvitationStatus, invitationStatusSchema } from '@care/contracts/enums';
import type { Invitation } from '@care/contracts/member';
import { statusKey, useTranslation } from '@care/i18n';
import { accountBundleQueryOptions, useAccountBundle } from '@care/platform';
import { useQueryClient } from '@care/platform/query';
import { useLocation, useNavigate } from '@care/platform/router';
import { Button, HStack, Stack } from '@care/ui';
import { QueryState } from '@care/ui/page';
import { useAnswerInvitation } from '../api/answer-invitation';
import { useInvitations } from '../api/list-invitations';
import { pathAfterAccept } from '../after-accept';
import { toastAnswered, toastAnswerFailed } from './answer-toasts';
import { InvitationCard } from './InvitationCard';

const statuses = invitationStatusSchema.options;

/** The status the page shows, kept in the address (`?status=accepted`) so a reload keeps it. */
function useStatusFilter(): [InvitationStatus, (status: InvitationStatus) => void] {
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const asked = new URLSearchParams(search).get('status')?.toUpperCase();
  const parsed = invitationStatusSchema.safeParse(asked);
  const status = parsed.success ? parsed.data : 'PENDING';
  const choose = (next: InvitationStatus) =>
    void navigate(next === 'PENDING' ? pathname : `${pathname}?status=${next.toLowerCase()}`, {
      replace: true,
    });
  return [status, choose];
}

/** The invitations addressed to the account, one status at a time, with their answers. */
export function InvitationList() {
  const { t } = useTranslation('account');
  const [status, setStatus] = useStatusFilter();
  const invitations = useInvitations(status);
  const answer = useAnswerInvitation();
  const bundle = useAccountBundle().data;
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const ownPersonId = bundle?.persons.find((person) => person.isOwn)?.id;

  const accept = async (invitation: Invitation, personId: string) => {
    const hadNoRole = bundle ? deriveAccountFlags(bundle.permissions).hasNoRole : false;
    try {
      await answer.mutateAsync({ invitationId: invitation.id, personId, status: 'ACCEPTED' });
    } catch (error) {
      toastAnswerFailed('ACCEPTED', error);
      throw error;
    }
    toastAnswered('ACCEPTED');
    // The answer's refresh has fetched the new roles into the bundle already.
    const next = pathAfterAccept(
      invitation,
      queryClient.getQueryData(accountBundleQueryOptions().queryKey),
      hadNoRole,
    );
    if (next) await navigate(next);
  };

  const reject = async (invitation: Invitation) => {
    if (!ownPersonId) return;
    try {
      await answer.mutateAsync({
        invitationId: invitation.id,
        personId: ownPersonId,
        status: 'REJECTED',
      });
    } catch (error) {
      toastAnswerFailed('REJECTED', error);
      throw error;
    }
    toastAnswered('REJECTED');
  };

  return (
    <Stack gap="4">
      <HStack role="group" aria-label={t('invitations.filter')} gap="2" wrap="wrap">
        {statuses.map((option) => (
          <Button
            key={option}
            size="sm"
            variant={option === status ? 'solid' : 'outline'}
            aria-pressed={option === status}
            onClick={() => setStatus(option)}
          >
            {t(statusKey('invitation', option))}
          </Button>
        ))}
      </HStack>
      <QueryState
        query={invitations}
        loadingLabel={t('invitations.loading')}
        errorTitle={t('invitations.loadFailed')}
        empty={{ title: t(`invitations.empty.${status}`) }}
      >
        {(items) => (
          <Stack gap="3" as="ul" listStyleType="none">
            {items.map((invitation) => (
              <li key={invitation.id}>
                <InvitationCard
                  invitation={invitation}
                  ownPersonId={ownPersonId}
                  onAccept={(personId) => accept(invitation, personId)}
                  onReject={() => reject(invitation)}
                />
              </li>
            ))}
          </Stack>
        )}
      </QueryState>
    </Stack>
  );
}

import type { Invitation } from '@care/contracts/member';
import { formatRelativeTime, roleKey, statusKey, useTranslation } from '@care/i18n';
import { Badge, Button, Card, HStack, Stack, Text } from '@care/ui';
import { ConfirmDialog } from '@care/ui/panel';
import { lazyNamed } from '@care/ui/page';
import { Suspense, useState } from 'react';

// Its form (and the form kit) loads when a guardian picks a person, not with the invitations.
const PersonPickerDialog = lazyNamed(() => import('./PersonPickerDialog'), 'PersonPickerDialog');

export interface InvitationCardProps {
  invitation: Invitation;
  /** Accepts for this person; rejects when it failed (the caller has said why). */
  onAccept: (personId: string) => Promise<void>;
  onReject: () => Promise<void>;
  /** The account holder's own person, for an invitation to their own account. */
  ownPersonId: string | undefined;
}

const statusPalette = { PENDING: 'orange', ACCEPTED: 'green', REJECTED: 'gray' } as const;

/**
 * One invitation: the organization, the role, whose account it is for, who sent it and when. A
 * pending one is accepted at once (a guardian first picks whom for) or rejected after a
 * confirmation, since only the organization can invite again.
 */
export function InvitationCard({
  invitation,
  onAccept,
  onReject,
  ownPersonId,
}: InvitationCardProps) {
  const { t } = useTranslation('account');
  const [rejecting, setRejecting] = useState(false);
  const [picking, setPicking] = useState(false);
  const [accepting, setAccepting] = useState(false);
  const isGuardian = invitation.accountOwnerType === 'GUARDIAN_ACCOUNT';
  const titleId = `invitation-${invitation.id}`;

  const acceptOwn = async () => {
    if (!ownPersonId) return;
    setAccepting(true);
    await onAccept(ownPersonId).catch(() => undefined);
    setAccepting(false);
  };

  return (
    <Card.Root as="article" aria-labelledby={titleId} size="sm">
      <Card.Body>
        <Stack gap="3">
          <HStack justify="space-between" align="flex-start" gap="3" wrap="wrap">
            <Stack gap="1">
              <Text as="h2" id={titleId} fontWeight="semibold" fontSize="lg">
                {invitation.organization.name}
              </Text>
              <Text color="fg.muted" fontSize="sm">
                {t(roleKey(invitation.role))} · {t(`ownerTypes.${invitation.accountOwnerType}`)}
                {isGuardian &&
                  ` · ${t('invitations.for', {
                    name: `${invitation.firstName} ${invitation.lastName}`,
                  })}`}
              </Text>
              {invitation.invitedBy && (
                <Text color="fg.muted" fontSize="sm">
                  {t(
                    invitation.invitedBy.isAdministrator
                      ? 'invitations.invitedByAdministrator'
                      : 'invitations.invitedBy',
                    {
                      name: `${invitation.invitedBy.firstName} ${invitation.invitedBy.lastName}`,
                      interpolation: { escapeValue: false },
                    },
                  )}
                </Text>
              )}
              <Text color="fg.muted" fontSize="sm">
                <time dateTime={invitation.createdAt}>
                  {formatRelativeTime(invitation.createdAt)}
                </time>
              </Text>
            </Stack>
            <Badge colorPalette={statusPalette[invitation.status]}>
              {t(statusKey('invitation', invitation.status))}
            </Badge>
          </HStack>
          {invitation.status === 'PENDING' && (
            <HStack gap="2" wrap="wrap">
              <Button
                size="sm"
                loading={accepting}
                aria-haspopup={isGuardian ? 'dialog' : undefined}
                onClick={() => (isGuardian ? setPicking(true) : void acceptOwn())}
              >
                {t('invitations.accept')}
              </Button>
              <Button
                variant="outline"
                size="sm"
                aria-haspopup="dialog"
                onClick={() => setRejecting(true)}
              >
                {t('invitations.reject')}
              </Button>
            </HStack>
          )}
        </Stack>
      </Card.Body>
      <ConfirmDialog
        open={rejecting}
        onOpenChange={setRejecting}
        destructive
        title={t('invitations.rejectConfirm.title', { organization: invitation.organization.name })}
        description={t('invitations.rejectConfirm.description')}
        confirmLabel={t('invitations.reject')}
        onConfirm={onReject}
      />
      {isGuardian && picking && (
        <Suspense>
          <PersonPickerDialog
            invitation={invitation}
            open={picking}
            onOpenChange={setPicking}
            onAccept={onAccept}
          />
        </Suspense>
      )}
    </Card.Root>
  );
}

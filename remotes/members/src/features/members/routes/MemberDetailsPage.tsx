import type { MemberDetails, MemberUpdate } from '@care/contracts/member';
import { formatDate, formatRelativeTime, roleKey, useTranslation } from '@care/i18n';
import { isApiError } from '@care/platform';
import { useListReturnPath } from '@care/platform/list-state';
import { useQueryClient } from '@care/platform/query';
import { Link, useNavigate } from '@care/platform/router';
import {
  Badge,
  Box,
  Button,
  Card,
  Heading,
  HStack,
  SimpleGrid,
  Stack,
  Text,
  toaster,
} from '@care/ui';
import { PageHeader, QueryState, toastProblem, toastWithUndo } from '@care/ui/page';
import { lazy, Suspense, useState, type ReactElement, type ReactNode } from 'react';
import { useCurrentOperator } from '../api/current-operator';
import { useExportMemberData } from '../api/export-member-data';
import { memberOrdersFilter } from '../api/member-orders';
import { memberQueryOptions, useMember } from '../api/get-member';
import { useOutposts } from '../api/list-outposts';
import { useTags } from '../api/list-tags';
import { useUpdateMember } from '../api/update-member';
import { InvitationBadge, MemberStatusBadge, MemberTags } from '../components/member-badges';
import { memberName } from '../components/member-columns';
import { MemberHistory } from '../components/MemberHistory';
import { MemberOrders } from '../orders/MemberOrders';
import { canManage, useMemberActions } from '../components/use-member-actions';
import { MemberCard } from '../card/MemberCard';
import { MemberEditForm } from '../form/MemberEditForm';
import { memberPaths } from '../paths';

// Only super operators see who viewed a record: its code and strings load for them alone.
const MemberAccessLog = lazy(() => import('../access-log/MemberAccessLog'));
// Only super operators erase a person's data: the danger zone loads for them alone.
const MemberErasure = lazy(() => import('../erasure/MemberErasure'));

interface MemberDetailsPageProps {
  organizationId: string;
  memberId: string;
}

/** One member: who they are, their actions, their orders, the edit form and their history. */
export default function MemberDetailsPage({ organizationId, memberId }: MemberDetailsPageProps) {
  const { t } = useTranslation('members');
  const member = useMember(organizationId, memberId);
  const listPath = useListReturnPath(memberPaths.list(organizationId));
  const back = <Link to={listPath}>{t('backToList')}</Link>;

  return (
    <QueryState
      query={member}
      errorTitle={t('details.loadError')}
      notFoundAction={
        <Button asChild variant="outline">
          <Link to={listPath}>{t('backToList')}</Link>
        </Button>
      }
    >
      {(loaded) => <MemberView organizationId={organizationId} member={loaded} back={back} />}
    </QueryState>
  );
}

function MemberView({
  organizationId,
  member,
  back,
}: {
  organizationId: string;
  member: MemberDetails;
  back: ReactElement<{ children?: ReactNode }>;
}) {
  const { t } = useTranslation('members');
  const navigate = useNavigate();
  const me = useCurrentOperator(organizationId);
  const listPath = useListReturnPath(memberPaths.list(organizationId));
  const { actionsFor, dialogs } = useMemberActions(organizationId, {
    onDeleted: () => void navigate(listPath, { replace: true }),
  });
  const exportData = useExportMemberData(organizationId);
  const isMe = me?.memberId === member.id;
  const ordersFilter = memberOrdersFilter(member);
  const erased = member.erasedAt !== undefined;

  return (
    <Stack gap="6">
      <PageHeader
        title={
          <HStack as="span" gap="2" wrap="wrap">
            {erased ? t('common:erasedPerson') : memberName(member)}
            {isMe && (
              <Badge size="sm" variant="subtle">
                {t('details.you')}
              </Badge>
            )}
          </HStack>
        }
        description={
          member.erasedAt
            ? t('details.erasedOn', { date: formatDate(member.erasedAt) })
            : member.accountEmail
        }
        back={back}
        actions={
          <>
            {/* The person's right of access is answered by the organization's super operators. */}
            {me?.isSuperOperator === true && (
              <Button
                variant="outline"
                loading={exportData.isPending}
                onClick={() =>
                  exportData.mutate(member, {
                    onError: (error) => toastProblem(error, t('details.dataExportFailed')),
                  })
                }
              >
                {t('details.dataExport')}
              </Button>
            )}
            {actionsFor(member).map((action) => (
              <Button
                key={action.value}
                variant="outline"
                colorPalette={action.destructive ? 'red' : undefined}
                aria-haspopup={
                  action.value === 'delete' || action.value === 'deactivate' ? 'dialog' : undefined
                }
                onClick={action.onSelect}
                disabled={action.disabled}
              >
                {action.label}
              </Button>
            ))}
          </>
        }
      />
      <MemberSummary member={member} />
      <Section title={t('card.title')}>
        <MemberCard organizationId={organizationId} member={member} />
      </Section>
      {/* An operator neither places nor takes orders: no section rather than an empty one. */}
      {ordersFilter && (
        <Section title={t('orders.title')}>
          <MemberOrders
            organizationId={organizationId}
            memberId={member.id}
            filter={ordersFilter}
          />
        </Section>
      )}
      <Section title={t('details.editTitle')}>
        {erased ? (
          // Nothing of the person is left to change, whoever reads it.
          <Text color="fg.muted">{t('details.erasedReadOnly')}</Text>
        ) : canManage(member, me) ? (
          <MemberEditor organizationId={organizationId} member={member} />
        ) : (
          <Text color="fg.muted">{t('details.readOnly')}</Text>
        )}
      </Section>
      <Section title={t('details.historyTitle')}>
        <MemberHistory organizationId={organizationId} memberId={member.id} />
      </Section>
      {me?.isSuperOperator === true && (
        <Section title={t('details.accessLogTitle')}>
          <Suspense fallback={null}>
            <MemberAccessLog organizationId={organizationId} memberId={member.id} />
          </Suspense>
        </Section>
      )}
      {me?.isSuperOperator === true && !isMe && !erased && (
        <Section title={t('details.dangerZoneTitle')}>
          <Suspense fallback={null}>
            <MemberErasure organizationId={organizationId} member={member} />
          </Suspense>
        </Section>
      )}
      {dialogs}
    </Stack>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box as="section" aria-label={title}>
      <Heading as="h2" size="md" mb="4">
        {title}
      </Heading>
      {children}
    </Box>
  );
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap="1">
      <Text as="dt" fontSize="sm" color="fg.muted">
        {label}
      </Text>
      <Box as="dd">{children}</Box>
    </Stack>
  );
}

const Moment = ({ value }: { value: string }) => (
  <time dateTime={value} title={formatDate(value)}>
    {formatRelativeTime(value)}
  </time>
);

function MemberSummary({ member }: { member: MemberDetails }) {
  const { t } = useTranslation('members');
  const none = t('details.none');
  return (
    <Card.Root variant="outline">
      <Card.Body>
        <SimpleGrid as="dl" columns={{ base: 1, sm: 2, lg: 4 }} gap="4">
          <Fact label={t('details.role')}>
            <HStack gap="1" wrap="wrap">
              <Text as="span">{t(roleKey(member.role))}</Text>
              {member.isSuperOperator && (
                <Badge size="sm" variant="surface" colorPalette="purple">
                  {t('superOperator')}
                </Badge>
              )}
            </HStack>
          </Fact>
          <Fact label={t('details.status')}>
            <MemberStatusBadge status={member.status} />
          </Fact>
          <Fact label={t('details.invitation')}>
            <InvitationBadge member={member} />
            {!['PENDING', 'ACCEPTED', 'REJECTED'].includes(member.status) && none}
          </Fact>
          <Fact label={t('details.accountOwnerType')}>
            {t(`accountOwnerType.${member.accountOwnerType}`)}
          </Fact>
          <Fact label={t('card.formOfAddress')}>
            {member.formOfAddress ? t(`common:formOfAddress.${member.formOfAddress}`) : none}
          </Fact>
          <Fact label={t('details.phone')}>
            {member.phone ? <a href={`tel:${member.phone}`}>{member.phone}</a> : none}
          </Fact>
          <Fact label={t('details.createdAt')}>
            <Moment value={member.createdAt} />
          </Fact>
          <Fact label={t('details.startDate')}>{formatDate(member.startDate)}</Fact>
          <Fact label={t('details.endDate')}>
            {member.endDate ? formatDate(member.endDate) : none}
          </Fact>
          <Fact label={t('details.tags')}>
            {member.tags.length > 0 ? <MemberTags tags={member.tags} /> : none}
          </Fact>
        </SimpleGrid>
      </Card.Body>
    </Card.Root>
  );
}

/**
 * Edits the member as it was when the page showed it: later refetches do not move the form's
 * base, so a save from a stale base gets 412 instead of silently overwriting someone else.
 */
function MemberEditor({
  organizationId,
  member,
}: {
  organizationId: string;
  member: MemberDetails;
}) {
  const { t } = useTranslation('members');
  const queryClient = useQueryClient();
  const tags = useTags(organizationId);
  const outposts = useOutposts(organizationId);
  const me = useCurrentOperator(organizationId);
  const updateMember = useUpdateMember(organizationId);
  const [base, setBase] = useState(member);
  // A change made here or by an action (deactivate, …) is the new base once it is shown.
  if (member.version > base.version) setBase(member);

  const save = async (changes: MemberUpdate) => {
    if (Object.keys(changes).length === 0) {
      toaster.info({ title: t('messages.noChanges') });
      return;
    }
    let saved: MemberDetails;
    try {
      saved = await updateMember.mutateAsync({
        memberId: base.id,
        version: base.version,
        body: changes,
      });
      setBase(saved);
    } catch (error) {
      if (!isApiError(error, 412)) throw error;
      toaster.warning({ title: t('messages.staleTitle'), description: t('messages.staleDetail') });
      // Someone else saved a newer version: edit that one (the new base remounts the form).
      setBase(
        await queryClient.fetchQuery({
          ...memberQueryOptions(organizationId, base.id),
          staleTime: 0,
        }),
      );
      return;
    }
    // A change of tags alone (one added or taken off) may be undone: the tags go back as they
    // were, at the version this save answered.
    if (Object.keys(changes).length === 1 && changes.tags) {
      const tagsBefore = base.tags.flatMap((tag) => (tag.id ? [tag.id] : []));
      toastWithUndo({
        title: t('messages.updated'),
        undo: () =>
          updateMember.mutateAsync({
            memberId: saved.id,
            version: saved.version,
            body: { tags: tagsBefore },
          }),
      });
      return;
    }
    toaster.success({ title: t('messages.updated') });
  };

  return (
    <QueryState query={tags}>
      {(loadedTags) => (
        <QueryState query={outposts}>
          {(loadedOutposts) => (
            <MemberEditForm
              key={base.version}
              member={base}
              tags={loadedTags}
              outposts={loadedOutposts}
              isSuperOperator={me?.isSuperOperator === true}
              onSubmit={save}
            />
          )}
        </QueryState>
      )}
    </QueryState>
  );
}

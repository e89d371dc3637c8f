import type { MemberCreate } from '@care/contracts/member';
import { useTranslation } from '@care/i18n';
import { useListReturnPath } from '@care/platform/list-state';
import { Link, useNavigate } from '@care/platform/router';
import { Stack, toaster } from '@care/ui';
import { PageHeader, QueryState } from '@care/ui/page';
import { useCreateMember } from '../api/create-member';
import { useCurrentOperator } from '../api/current-operator';
import { useOutposts } from '../api/list-outposts';
import { useTags } from '../api/list-tags';
import { MemberCreateForm } from '../form/MemberCreateForm';
import { memberPaths } from '../paths';

/** "Add member": invites one person, who becomes a PENDING member until they answer. */
export default function MemberCreatePage({ organizationId }: { organizationId: string }) {
  const { t } = useTranslation('members');
  const navigate = useNavigate();
  const createMember = useCreateMember(organizationId);
  const tags = useTags(organizationId);
  const outposts = useOutposts(organizationId);
  const me = useCurrentOperator(organizationId);
  const listPath = useListReturnPath(memberPaths.list(organizationId));

  const save = async (values: MemberCreate) => {
    await createMember.mutateAsync(values);
    toaster.success({ title: t('messages.created', { email: values.accountEmail }) });
    await navigate(listPath);
  };

  return (
    <Stack gap="6">
      <PageHeader
        title={t('form.createTitle')}
        back={<Link to={listPath}>{t('backToList')}</Link>}
      />
      <QueryState query={tags}>
        {(loadedTags) => (
          <QueryState query={outposts}>
            {(loadedOutposts) => (
              <MemberCreateForm
                tags={loadedTags}
                outposts={loadedOutposts}
                isSuperOperator={me?.isSuperOperator === true}
                cancelTo={listPath}
                onSubmit={save}
              />
            )}
          </QueryState>
        )}
      </QueryState>
    </Stack>
  );
}

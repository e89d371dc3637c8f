import { accountOwnerTypes, roles } from '@care/contracts/enums';
import type { MemberCreate } from '@care/contracts/member';
import { problemTypes } from '@care/contracts/problem';
import type { StoredTag } from '@care/contracts/tag';
import { useTranslation } from '@care/i18n';
import { Link } from '@care/platform/router';
import { Button, HStack, Stack } from '@care/ui';
import { TextField, useZodForm } from '@care/ui/forms';
import { TagMultiSelectField } from '@care/ui/fields';
import { SelectField } from '@care/ui/panel';
import { applyProblemToForm, toastProblem, useUnsavedChangesGuard } from '@care/ui/page';
import {
  emptyMemberCreate,
  memberCreateFormSchema,
  memberCreateOf,
  type MemberCreateValues,
} from './member-create-values';
import type { OutpostChoice } from '../api/list-outposts';
import { MemberCardFields } from './MemberCardFields';
import { MemberNameFields, MemberRoleFields } from './MemberNameRoleFields';

export interface MemberCreateFormProps {
  tags: readonly StoredTag[];
  /** The organization's outposts, one of which may look after the person. */
  outposts: readonly OutpostChoice[];
  /** Only super operators invite operators or make anyone a super operator. */
  isSuperOperator: boolean;
  /** Where Cancel goes. */
  cancelTo: string;
  /** Sends the invitation; what it throws lands on the field it is about, or in a toast. */
  onSubmit: (values: MemberCreate) => Promise<void>;
}

/**
 * A new member's invitation: names, e-mail, role, whose account it is, tags, for a super
 * operator inviting an operator whether that one is a super operator too, and the person's
 * card (form of address, address, home outpost, care notes, contacts). Fields check
 * themselves on leaving them, then on every change.
 */
export function MemberCreateForm({
  tags,
  outposts,
  isSuperOperator,
  cancelTo,
  onSubmit,
}: MemberCreateFormProps) {
  const { t } = useTranslation('members');
  const form = useZodForm(memberCreateFormSchema, { defaultValues: emptyMemberCreate });
  const leaveGuard = useUnsavedChangesGuard(form.formState);
  const { control } = form;
  const offeredRoles = roles.filter((role) => role !== 'OPERATOR' || isSuperOperator);

  const save = async (values: MemberCreateValues) => {
    try {
      await onSubmit(memberCreateOf(values));
    } catch (error) {
      const { leftover } = applyProblemToForm(error, form, {
        conflicts: {
          [problemTypes.duplicate]: { field: 'accountEmail', message: t('form.duplicateEmail') },
        },
      });
      if (leftover) toastProblem(error, t('common:messages.itemCreateError'));
    }
  };

  return (
    <form noValidate onSubmit={form.submit(save)}>
      <Stack gap="5" maxW="2xl">
        <MemberNameFields control={control} />
        <TextField
          control={control}
          name="accountEmail"
          label={t('form.email')}
          type="email"
          required
          autoComplete="off"
        />
        <MemberRoleFields
          control={control}
          offeredRoles={offeredRoles}
          placeholder={t('form.chooseRole')}
          isSuperOperator={isSuperOperator}
        />
        <SelectField
          control={control}
          name="accountOwnerType"
          label={t('form.accountOwnerType')}
          helperText={t('form.accountOwnerTypeHelp')}
          required
          options={accountOwnerTypes.map((type) => ({
            value: type,
            label: t(`accountOwnerType.${type}`),
          }))}
        />
        <TagMultiSelectField control={control} name="tags" label={t('form.tags')} tags={tags} />
        <MemberCardFields control={control} outposts={outposts} />
        <HStack gap="3">
          <Button type="submit" loading={form.formState.isSubmitting}>
            {t('form.create')}
          </Button>
          <Button asChild variant="ghost">
            <Link to={cancelTo}>{t('common:actions.cancel')}</Link>
          </Button>
        </HStack>
      </Stack>
      {leaveGuard}
    </form>
  );
}

import { roles } from '@care/contracts/enums';
import type { MemberDetails, MemberUpdate } from '@care/contracts/member';
import type { StoredTag } from '@care/contracts/tag';
import { useTranslation } from '@care/i18n';
import { Button, HStack, Stack } from '@care/ui';
import { TextField, useZodForm } from '@care/ui/forms';
import { DateField, TagMultiSelectField } from '@care/ui/fields';
import { applyProblemToForm, toastProblem, useUnsavedChangesGuard } from '@care/ui/page';
import {
  memberChanges,
  memberEditSchema,
  memberEditValues,
  type MemberEditValues,
} from './member-edit-values';
import type { OutpostChoice } from '../api/list-outposts';
import { MemberCardFields } from './MemberCardFields';
import { MemberNameFields, MemberRoleFields } from './MemberNameRoleFields';

export interface MemberEditFormProps {
  member: MemberDetails;
  tags: readonly StoredTag[];
  /** The organization's outposts, one of which may look after the person. */
  outposts: readonly OutpostChoice[];
  /** Only super operators make someone an operator or a super operator. */
  isSuperOperator: boolean;
  /**
   * Saves the changes (only what the user changed). A 400's field errors land on their fields,
   * anything else it throws in a toast.
   */
  onSubmit: (changes: MemberUpdate) => Promise<void>;
}

/**
 * What an operator may change of a member: names, role, super operator, tags, end date, phone,
 * and the person's card: form of address, address with access notes, home outpost, care notes
 * and contacts.
 */
export function MemberEditForm({
  member,
  tags,
  outposts,
  isSuperOperator,
  onSubmit,
}: MemberEditFormProps) {
  const { t } = useTranslation('members');
  const form = useZodForm(memberEditSchema, { defaultValues: memberEditValues(member) });
  const leaveGuard = useUnsavedChangesGuard(form.formState);
  const { control } = form;
  const offeredRoles = roles.filter(
    (role) => role !== 'OPERATOR' || isSuperOperator || member.role === 'OPERATOR',
  );

  const save = async (values: MemberEditValues) => {
    try {
      await onSubmit(memberChanges(member, values));
    } catch (error) {
      const { leftover } = applyProblemToForm(error, form);
      if (leftover) toastProblem(error, t('common:messages.editError'));
    }
  };

  return (
    <form noValidate onSubmit={form.submit(save)}>
      <Stack gap="5" maxW="2xl">
        <MemberNameFields control={control} />
        <MemberRoleFields
          control={control}
          offeredRoles={offeredRoles}
          isSuperOperator={isSuperOperator}
        />
        <TagMultiSelectField control={control} name="tags" label={t('form.tags')} tags={tags} />
        <DateField
          control={control}
          name="endDate"
          label={t('details.endDate')}
          helperText={t('details.endDateHelp')}
        />
        <TextField
          control={control}
          name="phone"
          label={t('details.phone')}
          helperText={t('details.phoneHelp')}
          type="tel"
          autoComplete="off"
        />
        <MemberCardFields control={control} outposts={outposts} />
        <HStack gap="3">
          <Button type="submit" loading={form.formState.isSubmitting}>
            {t('details.save')}
          </Button>
        </HStack>
      </Stack>
      {leaveGuard}
    </form>
  );
}

import type { Role } from '@care/contracts/enums';
import { roleKey, useTranslation } from '@care/i18n';
import { Stack } from '@care/ui';
import { TextField, type BoundFieldProps } from '@care/ui/forms';
import { CheckboxField, SelectField, useWatch } from '@care/ui/panel';

/** What a form must hold to carry these fields. */
type NameRoleValues = {
  firstName: string;
  lastName: string;
  role?: Role;
  isSuperOperator?: boolean;
};
/** The values a form hands over once valid: these fields do not read them. */
type FieldValues = Record<string, unknown>;

interface FieldsProps<T extends NameRoleValues, TOut extends FieldValues> {
  control: BoundFieldProps<T, TOut>['control'];
}

/**
 * The fields' names in a form of any shape that holds them: react-hook-form cannot work out a
 * path of a generic form, though `NameRoleValues` guarantees each is there.
 */
const pathOf = <T extends NameRoleValues>(name: keyof NameRoleValues & string) =>
  name as BoundFieldProps<T>['name'];

/** First and last name side by side (one above the other on a narrow screen). */
export function MemberNameFields<T extends NameRoleValues, TOut extends FieldValues>({
  control,
}: FieldsProps<T, TOut>) {
  const { t } = useTranslation('members');
  return (
    <Stack direction={{ base: 'column', md: 'row' }} gap="5">
      <TextField
        control={control}
        name={pathOf<T>('firstName')}
        label={t('form.firstName')}
        required
        autoComplete="off"
      />
      <TextField
        control={control}
        name={pathOf<T>('lastName')}
        label={t('form.lastName')}
        required
        autoComplete="off"
      />
    </Stack>
  );
}

export interface MemberRoleFieldsProps<
  T extends NameRoleValues,
  TOut extends FieldValues,
> extends FieldsProps<T, TOut> {
  /** The roles the caller may give (only super operators make someone an operator). */
  offeredRoles: readonly Role[];
  /** Shown while no role is chosen yet. */
  placeholder?: string;
  /** Only super operators make anyone a super operator. */
  isSuperOperator: boolean;
}

/** The role, and whether an operator is a super operator too (asked only of super operators). */
export function MemberRoleFields<T extends NameRoleValues, TOut extends FieldValues>({
  control,
  offeredRoles,
  placeholder,
  isSuperOperator,
}: MemberRoleFieldsProps<T, TOut>) {
  const { t } = useTranslation('members');
  return (
    <>
      <SelectField
        control={control}
        name={pathOf<T>('role')}
        label={t('form.role')}
        placeholder={placeholder}
        required
        options={offeredRoles.map((role) => ({ value: role, label: t(roleKey(role)) }))}
      />
      {isSuperOperator && <SuperOperatorField control={control} />}
    </>
  );
}

/** Shown while the role is operator: only an operator can be a super operator. */
function SuperOperatorField<T extends NameRoleValues, TOut extends FieldValues>({
  control,
}: FieldsProps<T, TOut>) {
  const { t } = useTranslation('members');
  const role = useWatch({ control, name: pathOf<T>('role') });
  if (role !== 'OPERATOR') return null;
  return (
    <CheckboxField
      control={control}
      name={pathOf<T>('isSuperOperator')}
      label={t('form.isSuperOperator')}
      helperText={t('form.isSuperOperatorHelp')}
    />
  );
}

import { useTranslation } from '@care/i18n';
import { Field } from '@care/ui';
import { ComboboxPicker } from '@care/ui/fields';
import { useAssistantPicker } from './assistant-picker';
import { ASSISTANT_FILTER_WIDTH } from './filter-widths';

/** Orders an ACCEPTED assistant was asked to take (and did not decline), picked by name. */
export default function AssistantFilter({
  organizationId,
  value,
  onChange,
}: {
  organizationId: string;
  value: string | undefined;
  onChange: (memberId: string | undefined) => void;
}) {
  const { t } = useTranslation('orders');
  const picker = useAssistantPicker(organizationId, { chosenId: value, loadOnOpen: true });
  return (
    <Field.Root width={ASSISTANT_FILTER_WIDTH}>
      <Field.Label textStyle="xs" color="fg.muted">
        {t('list.assistantFilter')}
      </Field.Label>
      <ComboboxPicker
        {...picker}
        size="sm"
        label={t('list.assistantFilter')}
        placeholder={t('list.allAssistants')}
        value={value ?? ''}
        onChange={(memberId) => onChange(memberId || undefined)}
      />
    </Field.Root>
  );
}

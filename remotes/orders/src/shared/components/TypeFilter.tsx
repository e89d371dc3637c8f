import { orderTypes, type OrderType } from '@care/contracts/order';
import { typeKey, useTranslation } from '@care/i18n';
import { NativeSelect } from '@care/ui/panel';

/** The kind of order asked for, or every kind. */
export function TypeFilter({
  value,
  onChange,
}: {
  value: OrderType | undefined;
  onChange: (type: OrderType | undefined) => void;
}) {
  const { t } = useTranslation('orders');
  return (
    <NativeSelect.Root size="sm" width="auto">
      <NativeSelect.Field
        aria-label={t('list.typeFilter')}
        value={value ?? ''}
        onChange={(event) =>
          onChange(orderTypes.find((type) => type === event.currentTarget.value))
        }
      >
        <option value="">{t('list.allTypes')}</option>
        {orderTypes.map((type) => (
          <option key={type} value={type}>
            {t(typeKey('order', type))}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}

import { orderTypes, type OrderType } from '@care/contracts/order';
import { typeKey, useTranslation } from '@care/i18n';
import { FilterSelect } from '@care/ui/panel';

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
    <FilterSelect
      label={t('list.typeFilter')}
      value={value ?? ''}
      onChange={(chosen) => onChange(orderTypes.find((type) => type === chosen))}
    >
      <option value="">{t('list.allTypes')}</option>
      {orderTypes.map((type) => (
        <option key={type} value={type}>
          {t(typeKey('order', type))}
        </option>
      ))}
    </FilterSelect>
  );
}

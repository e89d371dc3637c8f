import { formatDateTime, localeConventions, type Language } from '@care/i18n';
import { formatIsoDate, isoDateParts } from '../fields/date-text';

/** The words a value may need, in the reader's language. */
export type ValueWords = (key: 'emptyValue' | 'yes' | 'no' | 'listSeparator') => string;

const ISO_DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;

/**
 * A recorded value as a reader understands it, when the caller has no better way for the
 * field: nothing as '(empty)', yes/no, dates as the panel writes them (pl dd.mm.yy, en
 * mm/dd/yy, with the time for a moment), lists joined; anything else as text.
 */
export function formatAuditValue(value: unknown, language: Language, t: ValueWords): string {
  if (value === null || value === undefined || value === '') return t('emptyValue');
  if (typeof value === 'boolean') return value ? t('yes') : t('no');
  if (typeof value === 'number') {
    return new Intl.NumberFormat(localeConventions[language].locale).format(value);
  }
  if (typeof value === 'string') {
    if (isoDateParts(value)) return formatIsoDate(value, language);
    if (ISO_DATE_TIME.test(value) && !Number.isNaN(Date.parse(value))) {
      return formatDateTime(value, language);
    }
    return value;
  }
  if (Array.isArray(value)) {
    return value.length === 0
      ? t('emptyValue')
      : value.map((item) => formatAuditValue(item, language, t)).join(t('listSeparator'));
  }
  return JSON.stringify(value);
}

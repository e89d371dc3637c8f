/**
 * @care/i18n — the one i18next instance of the page (a federation singleton).
 *
 * - The shell calls `initI18n()` once at boot: language from localStorage
 *   `locale` (`pl-PL` by default, English fallback), `<html lang>` kept in step.
 * - Apps and remotes add their own strings with
 *   `registerResources('<namespace>', { pl, en })` and read them with
 *   `useTranslation('<namespace>')`.
 * - The `common` namespace (the default) holds the general messages:
 *   `validation.required`, `validation.minLength` (pass `{ count }`),
 *   `validation.passwordsMismatch`, `validation.fillRequired`; plus `actions.*`,
 *   `states.*` (notAvailable, accessDenied, …) and `remote.loadFailed.*`.
 * - Statuses: one word per member, order, invitation and assignment status, under
 *   `status.<kind>.<STATUS>`, shown through `useStatusLabel()` (or `t(statusKey(…))`) on every
 *   page, so no remote names a status in words of its own. Kinds likewise: one word per order
 *   type under `type.<kind>.<TYPE>`, read with `t(typeKey('order', type))`, and one per member
 *   role under `role.<ROLE>`, read with `t(roleKey(role))`.
 * - Forms: `zodErrorMessage(issue)` gives the translated message of a zod issue
 *   in the current language. Pass it per parse — `zodResolver(schema, { error:
 *   zodErrorMessage })` — because each app bundles its own zod; `initI18n()`
 *   also installs it as the default of the zod copy bundled with this package.
 * - Dates: `formatRelativeTime(date)` ('5 minutes ago'), `formatDate(date)`, `formatDateTime(date)`
 *   (pl dd.mm.yy, en mm/dd/yy); for date pickers `dateFormatPattern()` and
 *   `firstDayOfWeek()` (pl Monday, en Sunday).
 * - Messages of the error catalogue: `error` / `success` (toast
 *   summaries), `messages.*`, `confirmations.*`, and the identity service's
 *   `errors.identity.*`. The push setup's developer-facing codes are logged in
 *   English by @care/platform/push, not translated.
 */
export { i18n, COMMON_NAMESPACE, getLanguage } from './instance';
export {
  adoptStoredLanguage,
  initI18n,
  registerResources,
  setLanguage,
  type NamespaceResources,
} from './i18n';
export {
  DEFAULT_LANGUAGE,
  FALLBACK_LANGUAGE,
  LOCALE_STORAGE_KEY,
  languageOfLocale,
  languages,
  localeConventions,
  type Language,
} from './locale';
export { agreementWith, type AgreementContext } from './agreement';
export { installZodErrorMap, zodErrorMessage } from './zod-error-map';
export {
  roleKey,
  statusKey,
  typeKey,
  useStatusLabel,
  type StatusKind,
  type StatusValues,
  type TypeKind,
  type TypeValues,
} from './status';
export {
  dateFormatPattern,
  firstDayOfWeek,
  formatDate,
  formatDateTime,
  formatRelativeTime,
  prepareFormatters,
} from './format';
// Not Trans: no page uses it, and @care/i18n ships whole before the first render (its
// markup parser with it).
export { useTranslation } from 'react-i18next';

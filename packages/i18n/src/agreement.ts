import type { FormOfAddress } from '@care/contracts/enums';

/** i18next's context suffixes of a line that agrees with a person: `key_female`, `key_male`. */
export type AgreementContext = 'female' | 'male';

/**
 * The `t()` options that make a Polish line agree with the person it speaks of ("Olga
 * Operatorska zmieniła status", "Piotr Nowak zmienił status"). An unknown form adds nothing, so
 * the line's base key is read, and it is worded without a gendered verb. English has no such
 * keys and reads its base key either way.
 */
export function agreementWith(formOfAddress: FormOfAddress | null | undefined): {
  context?: AgreementContext;
} {
  if (formOfAddress === 'PANI') return { context: 'female' };
  if (formOfAddress === 'PAN') return { context: 'male' };
  return {};
}

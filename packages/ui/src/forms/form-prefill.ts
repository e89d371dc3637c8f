import { createContext, useContext, useEffect } from 'react';
import type { FieldValues, Path, PathValue, UseFormReturn } from 'react-hook-form';

/** The value a visitor already typed into a field of that name, if any. */
export type ReadPrefill = (name: string) => string | undefined;

const FormPrefillContext = createContext<ReadPrefill | undefined>(undefined);

/**
 * Around a page rendered at build time whose script starts later: forms under
 * it adopt what the visitor typed before they took their fields over.
 */
export const FormPrefillProvider = FormPrefillContext.Provider;

/**
 * Once the form is on the page (after hydration, which React may interleave
 * with typing), each string field takes the value typed into it, so that a
 * later render does not reset the field to its default.
 */
export function useAdoptTypedValues<Values extends FieldValues>(
  form: Pick<UseFormReturn<Values>, 'getValues' | 'setValue'>,
  defaults: unknown,
): void {
  const readPrefill = useContext(FormPrefillContext);
  const { getValues, setValue } = form;
  useEffect(() => {
    if (!readPrefill || typeof defaults !== 'object' || defaults === null) return;
    for (const [name, value] of Object.entries(defaults)) {
      if (typeof value !== 'string') continue;
      const typed = readPrefill(name);
      const field = name as Path<Values>;
      if (typed !== undefined && typed !== getValues(field)) {
        setValue(field, typed as PathValue<Values, Path<Values>>, { shouldDirty: true });
      }
    }
    // The reader answers only until the page is taken over; afterwards the form's own state is the truth.
  }, [readPrefill, getValues, setValue, defaults]);
}

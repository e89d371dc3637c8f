import { createContext, useContext, useState } from 'react';

/** The value a visitor already typed into a field of that name, if any. */
export type ReadPrefill = (name: string) => string | undefined;

const FormPrefillContext = createContext<ReadPrefill | undefined>(undefined);

/**
 * Around a page rendered at build time whose script starts later: forms under
 * it start from what the visitor typed in the meantime, so hydration keeps it.
 */
export const FormPrefillProvider = FormPrefillContext.Provider;

/**
 * The form's default values with a prefilled string in place of each default
 * string. Read once, when the form mounts (react-hook-form keeps its first
 * defaults).
 */
export function usePrefilledDefaults<Values>(defaults: Values): Values {
  const readPrefill = useContext(FormPrefillContext);
  const [prefilled] = useState(() => {
    if (!readPrefill || typeof defaults !== 'object' || defaults === null) return defaults;
    const entries = Object.entries(defaults).map(([name, value]) => [
      name,
      typeof value === 'string' ? (readPrefill(name) ?? value) : value,
    ]);
    return Object.fromEntries(entries) as Values;
  });
  return prefilled;
}

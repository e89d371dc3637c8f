import type { ReadPrefill } from '@care/ui/forms';

export interface TypedBeforeStart {
  /** What the visitor typed into the named field of the prerendered page. */
  read: ReadPrefill;
  /** The page is taken over: from now on the forms' own state is the truth. */
  stop: () => void;
}

/** Reads the fields of a prerendered page while the bundle takes it over. */
export function typedBeforeStart(container: HTMLElement): TypedBeforeStart {
  let taking = true;
  return {
    read: (name) => {
      if (!taking) return undefined;
      const field = container.querySelector(`input[name="${CSS.escape(name)}"]`);
      return field instanceof HTMLInputElement && field.value !== field.defaultValue
        ? field.value
        : undefined;
    },
    stop: () => {
      taking = false;
    },
  };
}

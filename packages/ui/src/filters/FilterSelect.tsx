import { NativeSelect } from '@chakra-ui/react';
import type { ReactNode } from 'react';

export interface FilterSelectProps {
  /** What the select narrows by, for screen readers: a filter bar shows no label of its own. */
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** The `<option>`s, the "every one" option first. */
  children: ReactNode;
}

/** One of a list's filters in its bar: a small native select as wide as its longest option. */
export function FilterSelect({ label, value, onChange, children }: FilterSelectProps) {
  return (
    <NativeSelect.Root size="sm" width="auto">
      <NativeSelect.Field
        aria-label={label}
        value={value}
        onChange={(event) => onChange(event.currentTarget.value)}
      >
        {children}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}

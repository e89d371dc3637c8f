import { Box, chakra, Input, VisuallyHidden } from '@care/ui';
import { useEffect, useId, useRef, useState, type KeyboardEvent, type Ref } from 'react';
import { LuSearch } from 'react-icons/lu';

/** How long typing pauses before the list asks the API again. */
export const SEARCH_DEBOUNCE_MS = 300;

export interface SearchFieldProps {
  /** The search the list holds now. */
  value: string;
  /** Called once typing pauses, on Enter at once, and on Escape with ''. */
  onSearch: (value: string) => void;
  label: string;
  placeholder?: string;
  ref?: Ref<HTMLInputElement>;
}

/**
 * The list's search box. It shows every keystroke at once and tells the list
 * only when typing pauses, so the API is asked once per word, not per letter.
 */
export function SearchField({ value, onSearch, label, placeholder, ref }: SearchFieldProps) {
  const id = useId();
  const [text, setText] = useState(value);
  const sent = useRef(value);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const onSearchRef = useRef(onSearch);
  useEffect(() => {
    onSearchRef.current = onSearch;
  });

  // A search changed from elsewhere (Back, Clear filters) replaces what the box shows.
  useEffect(() => {
    if (value === sent.current) return;
    clearTimeout(timer.current);
    sent.current = value;
    setText(value);
  }, [value]);

  useEffect(() => () => clearTimeout(timer.current), []);

  const send = (next: string) => {
    clearTimeout(timer.current);
    if (next === sent.current) return;
    sent.current = next;
    onSearchRef.current(next);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      send(text);
    } else if (event.key === 'Escape' && text !== '') {
      // Handled here so a dialog around the list stays open.
      event.preventDefault();
      event.stopPropagation();
      setText('');
      send('');
    }
  };

  return (
    <Box position="relative" flex="1 1 16rem" maxW={{ md: 'sm' }} minW="0">
      <VisuallyHidden asChild>
        <label htmlFor={id}>{label}</label>
      </VisuallyHidden>
      <chakra.span
        position="absolute"
        insetInlineStart="3"
        top="50%"
        transform="translateY(-50%)"
        color="fg.muted"
        pointerEvents="none"
        aria-hidden="true"
      >
        <LuSearch />
      </chakra.span>
      <Input
        ref={ref}
        id={id}
        type="search"
        ps="9"
        value={text}
        placeholder={placeholder}
        autoComplete="off"
        onChange={(event) => {
          const next = event.target.value;
          setText(next);
          clearTimeout(timer.current);
          timer.current = setTimeout(() => send(next), SEARCH_DEBOUNCE_MS);
        }}
        onKeyDown={onKeyDown}
      />
    </Box>
  );
}

import {
  Combobox,
  HStack,
  Portal,
  Spinner,
  Text,
  createListCollection,
  useFilter,
} from '@chakra-ui/react';
import { comboboxSlotRecipe } from '@chakra-ui/react/theme';
import { type ReactNode, useEffect, useMemo, useRef, useState } from 'react';
import type { FieldValues } from 'react-hook-form';
import { BoundFormField, splitBoundProps, type BoundFieldProps } from '@care/ui/forms';
import { useFieldsTranslation } from './i18n';
import { boundPickerInput, type PickerInputProps } from './picker-input';

export interface ComboboxOption {
  value: string;
  /** Translated; what the input shows once chosen and what a search matches. */
  label: string;
  /** A second line, e.g. an e-mail beside a name. */
  description?: string;
  /** More below it, e.g. badges or a warning; part of what the option is called. */
  details?: ReactNode;
}

export type ComboboxFieldProps<
  T extends FieldValues,
  TOut extends FieldValues = T,
> = BoundFieldProps<T, TOut> & {
  options: readonly ComboboxOption[];
  /**
   * For options found on the server: called with what the user types (after a short
   * pause, and '' when they stop searching), the caller loads the matching options into
   * `options` and sets `loading` meanwhile. Without it the field filters `options` itself.
   */
  onSearch?: (search: string) => void;
  /** True while options load: the list says so instead of 'Nothing matches'. */
  loading?: boolean;
  /** The chosen option while `options` do not hold it, e.g. an edit form's saved value before a search. */
  selectedOption?: ComboboxOption;
  placeholder?: string;
};

/** How long typing pauses before a server search starts. */
export const SEARCH_DEBOUNCE_MS = 300;

/**
 * One value out of many (a member, an assistant), found by typing. The form holds the
 * option's value, or '' when none. Keyboard: type to search, arrows to move, Enter to
 * choose, Escape to close; Alt+Down opens the whole list.
 */
export function ComboboxField<T extends FieldValues, TOut extends FieldValues = T>(
  props: ComboboxFieldProps<T, TOut>,
) {
  const [bound, picker] = splitBoundProps(props);
  return (
    <BoundFormField {...bound}>
      {(binding) => (
        <ComboboxPicker
          {...picker}
          label={bound.label}
          value={binding.field.value ?? ''}
          onChange={binding.field.onChange}
          {...boundPickerInput(binding, bound.disabled)}
        />
      )}
    </BoundFormField>
  );
}

export interface ComboboxPickerProps extends PickerInputProps {
  /** What the picker chooses, for its buttons' names; the visible label is the caller's. */
  label: string;
  /** The chosen option's value, or '' when none. */
  value: string;
  onChange: (value: string) => void;
  options: readonly ComboboxOption[];
  /** As in `ComboboxField`: options found on the server as the user types. */
  onSearch?: (search: string) => void;
  loading?: boolean;
  /** The chosen option while `options` do not hold it (a value read from the address). */
  selectedOption?: ComboboxOption;
  /** Called each time the list opens, e.g. to load the first options only when wanted. */
  onOpen?: () => void;
  placeholder?: string;
}

/**
 * The searchable picker itself, held by its caller's state rather than a form: a list's filter
 * keeps its value in the address. Put it inside a `Field.Root` with a `Field.Label`, which names
 * its input; `ComboboxField` is it in a form's field.
 */
export function ComboboxPicker({
  label,
  value,
  onChange,
  options,
  onSearch,
  loading = false,
  selectedOption,
  onOpen,
  placeholder,
  disabled,
  invalid,
  size,
  name,
  onBlur,
  inputRef,
  'aria-describedby': describedBy,
}: ComboboxPickerProps) {
  const { t } = useFieldsTranslation();
  const { contains } = useFilter({ sensitivity: 'base' });
  // What the user is typing; null while they are not, when the input shows the choice.
  const [search, setSearch] = useState<string | null>(null);
  // The option last chosen here, whose label stays shown when a new search drops it.
  const [chosen, setChosen] = useState<ComboboxOption | undefined>(undefined);

  const shown = useMemo(
    () =>
      onSearch || !search ? options : options.filter((option) => contains(option.label, search)),
    [options, onSearch, search, contains],
  );
  const collection = useMemo(
    () =>
      createListCollection({
        items: [...shown],
        itemToValue: (option) => option.value,
        itemToString: (option) => option.label,
      }),
    [shown],
  );
  const labelOf = (optionValue: string) =>
    [...options, chosen, selectedOption].find((option) => option?.value === optionValue)?.label ??
    '';

  useDebouncedSearch(onSearch, search ?? '');

  return (
    <Combobox.Root
      recipe={comboboxSlotRecipe}
      collection={collection}
      size={size}
      value={value ? [value] : []}
      onValueChange={({ value: [picked], items: [item] }) => {
        setChosen(item as ComboboxOption | undefined);
        onChange(picked ?? '');
      }}
      inputValue={search ?? labelOf(value)}
      onInputValueChange={({ inputValue, reason }) =>
        setSearch(reason === 'input-change' ? inputValue : null)
      }
      // Closing without a choice ends the search: the input shows the choice again.
      onOpenChange={({ open }) => {
        if (open) onOpen?.();
        else setSearch(null);
      }}
      openOnClick
      inputBehavior="autohighlight"
      disabled={disabled}
      invalid={invalid}
      translations={{
        triggerLabel: t('combobox.showOptions', { label }),
        clearTriggerLabel: t('combobox.clear', { label }),
      }}
      width="full"
    >
      <Combobox.Control>
        <Combobox.Input
          aria-describedby={describedBy}
          ref={inputRef}
          name={name}
          placeholder={placeholder}
          onBlur={() => {
            setSearch(null);
            onBlur?.();
          }}
        />
        <Combobox.IndicatorGroup>
          <Combobox.ClearTrigger />
          <Combobox.Trigger />
        </Combobox.IndicatorGroup>
      </Combobox.Control>
      <Portal>
        <Combobox.Positioner>
          <Combobox.Content>
            {loading ? (
              <HStack role="status" px="2" py="1.5" gap="2">
                <Spinner size="xs" />
                <Text textStyle="sm" color="fg.muted">
                  {t('common:states.loading')}
                </Text>
              </HStack>
            ) : (
              <Combobox.Empty>{t('combobox.noMatches')}</Combobox.Empty>
            )}
            {collection.items.map((option) => (
              <Combobox.Item key={option.value} item={option}>
                <Combobox.ItemText>
                  {option.label}
                  {option.description && (
                    <Text as="span" display="block" textStyle="xs" color="fg.muted">
                      {option.description}
                    </Text>
                  )}
                  {option.details}
                </Combobox.ItemText>
                <Combobox.ItemIndicator />
              </Combobox.Item>
            ))}
          </Combobox.Content>
        </Combobox.Positioner>
      </Portal>
    </Combobox.Root>
  );
}

/** Calls `onSearch` once typing has paused, not on every key. */
function useDebouncedSearch(onSearch: ((search: string) => void) | undefined, search: string) {
  const latest = useRef(onSearch);
  useEffect(() => {
    latest.current = onSearch;
  });
  const first = useRef(true);
  useEffect(() => {
    // The caller loads its first options itself; only changes of the search are news.
    if (first.current) {
      first.current = false;
      return;
    }
    const timer = setTimeout(() => latest.current?.(search), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [search]);
}

import {
  Box,
  Combobox,
  HStack,
  IconButton,
  Portal,
  Wrap,
  createListCollection,
  useFilter,
} from '@chakra-ui/react';
import { comboboxSlotRecipe } from '@chakra-ui/react/theme';
import { useMemo, useState } from 'react';
import { LuX } from 'react-icons/lu';
import { useController, type FieldValues } from 'react-hook-form';
import { FormField, type BoundFieldProps } from '@care/ui/forms';
import { TagBadge, type TagBadgeTag } from '@care/ui/panel';
import { useFieldsTranslation } from './i18n';

/** A tag as the field offers it: what its badge shows, and the id the form stores. */
export interface TagOption extends TagBadgeTag {
  id: string;
}

export type TagMultiSelectFieldProps<
  T extends FieldValues,
  TOut extends FieldValues = T,
> = BoundFieldProps<T, TOut> & {
  /** The organization's tags, in the order to offer them. */
  tags: readonly TagOption[];
};

/**
 * Any number of the organization's tags. The form holds their ids; the chosen ones show
 * as their coloured badges, each with a button that removes it. Typing searches names
 * and abbreviations (ignoring case and accents); arrows move, Enter adds or removes the
 * highlighted tag, and the list stays open for the next one until Escape or Tab.
 */
export function TagMultiSelectField<T extends FieldValues, TOut extends FieldValues = T>({
  control,
  name,
  label,
  helperText,
  required,
  disabled,
  tags,
}: TagMultiSelectFieldProps<T, TOut>) {
  const { t } = useFieldsTranslation();
  const { field, fieldState } = useController({ control, name });
  const chosenIds: string[] = useMemo(() => field.value ?? [], [field.value]);
  const { contains } = useFilter({ sensitivity: 'base' });
  const [search, setSearch] = useState('');

  const collection = useMemo(
    () =>
      createListCollection({
        items: tags.filter(
          (tag) => !search || contains(tag.name, search) || contains(tag.abbr, search),
        ),
        itemToValue: (tag) => tag.id,
        itemToString: (tag) => tag.name,
      }),
    [tags, search, contains],
  );
  const chosenTags = chosenIds
    .map((id) => tags.find((tag) => tag.id === id))
    .filter((tag): tag is TagOption => tag !== undefined);
  const remove = (id: string) => field.onChange(chosenIds.filter((chosen) => chosen !== id));

  return (
    <FormField
      label={label}
      helperText={helperText}
      error={fieldState.error?.message}
      required={required}
      disabled={disabled}
    >
      {(controlProps) => (
        <Combobox.Root
          recipe={comboboxSlotRecipe}
          multiple
          closeOnSelect={false}
          selectionBehavior="clear"
          collection={collection}
          value={chosenIds}
          onValueChange={({ value }) => field.onChange(value)}
          inputValue={search}
          onInputValueChange={({ inputValue }) => setSearch(inputValue)}
          openOnClick
          inputBehavior="autohighlight"
          disabled={disabled}
          invalid={Boolean(fieldState.error)}
          translations={{ triggerLabel: t('combobox.showOptions', { label }) }}
          width="full"
        >
          {chosenTags.length > 0 && (
            <Wrap as="ul" aria-label={t('tags.chosen')} gap="1.5" mb="2" listStyle="none">
              {chosenTags.map((tag) => (
                <HStack as="li" key={tag.id} gap="0.5">
                  <TagBadge tag={tag} />
                  <IconButton
                    size="2xs"
                    variant="ghost"
                    aria-label={t('tags.remove', { name: tag.name })}
                    disabled={disabled}
                    onClick={() => remove(tag.id)}
                  >
                    <LuX aria-hidden="true" />
                  </IconButton>
                </HStack>
              ))}
            </Wrap>
          )}
          <Combobox.Control>
            <Combobox.Input
              {...controlProps}
              ref={field.ref}
              name={field.name}
              placeholder={t('tags.search')}
              onBlur={field.onBlur}
            />
            <Combobox.IndicatorGroup>
              <Combobox.Trigger />
            </Combobox.IndicatorGroup>
          </Combobox.Control>
          <Portal>
            <Combobox.Positioner>
              <Combobox.Content>
                <Combobox.Empty>{t('combobox.noMatches')}</Combobox.Empty>
                {collection.items.map((tag) => (
                  <Combobox.Item key={tag.id} item={tag}>
                    <HStack gap="2">
                      {/* The option is named by the tag's name alone; the badge shows its look. */}
                      <Box as="span" aria-hidden="true" display="contents">
                        <TagBadge tag={tag} size="sm" />
                      </Box>
                      <Combobox.ItemText>{tag.name}</Combobox.ItemText>
                    </HStack>
                    <Combobox.ItemIndicator />
                  </Combobox.Item>
                ))}
              </Combobox.Content>
            </Combobox.Positioner>
          </Portal>
        </Combobox.Root>
      )}
    </FormField>
  );
}

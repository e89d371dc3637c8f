import { Fieldset, Icon, SimpleGrid, VisuallyHidden, chakra } from '@chakra-ui/react';
import { useController, type FieldValues } from 'react-hook-form';
import { tagIconNames, tagIcons } from '../tags/icons';
import { useTagsUiTranslation } from '../tags/i18n';
import { ErrorLine } from './ErrorLine';
import type { BoundFieldProps } from './field-props';

export type IconPickerFieldProps<
  T extends FieldValues,
  TOut extends FieldValues = T,
> = BoundFieldProps<T, TOut>;

/**
 * Picks one icon of the tag icon set. A group of native radio buttons under a legend:
 * Tab enters the group, arrow keys move and select, Space selects, and every option is
 * announced by its translated name.
 */
export function IconPickerField<T extends FieldValues, TOut extends FieldValues = T>({
  control,
  name,
  label,
  helperText,
  required,
  disabled,
}: IconPickerFieldProps<T, TOut>) {
  const { t } = useTagsUiTranslation();
  const { field, fieldState } = useController({ control, name });
  const error = fieldState.error?.message;
  // The element react-hook-form focuses when this field is the first invalid one.
  const focusTarget = tagIconNames.includes(field.value) ? field.value : tagIconNames[0];
  return (
    <Fieldset.Root invalid={Boolean(error)} disabled={disabled}>
      <Fieldset.Legend>
        {label}
        {required && (
          <chakra.span aria-hidden="true" color="fg.error" ms="1">
            *
          </chakra.span>
        )}
      </Fieldset.Legend>
      {helperText && <Fieldset.HelperText>{helperText}</Fieldset.HelperText>}
      {/* The palette of primary buttons, so a chosen icon reads like a pressed button. */}
      <SimpleGrid minChildWidth="10" gap="1.5" colorPalette="gray">
        {tagIconNames.map((iconName) => {
          const IconComponent = tagIcons[iconName];
          const iconLabel = t(`icons.${iconName}`);
          return (
            <chakra.label
              key={iconName}
              title={iconLabel}
              display="flex"
              alignItems="center"
              justifyContent="center"
              boxSize="10"
              borderWidth="1px"
              borderRadius="l2"
              cursor="pointer"
              color="fg.muted"
              _hover={{ bg: 'bg.muted' }}
              css={{
                '&:has(input:checked)': {
                  bg: 'colorPalette.solid',
                  color: 'colorPalette.contrast',
                  borderColor: 'colorPalette.solid',
                },
                '&:has(input:focus-visible)': {
                  outline: '2px solid',
                  outlineColor: 'colorPalette.focusRing',
                  outlineOffset: '2px',
                },
                '&:has(input:disabled)': { opacity: 0.5, cursor: 'not-allowed' },
                '&:has(input[aria-invalid=true])': { borderColor: 'border.error' },
              }}
            >
              <VisuallyHidden asChild>
                <input
                  type="radio"
                  name={field.name}
                  value={iconName}
                  checked={field.value === iconName}
                  onChange={() => field.onChange(iconName)}
                  onBlur={field.onBlur}
                  ref={iconName === focusTarget ? field.ref : undefined}
                  aria-label={iconLabel}
                  aria-invalid={error ? true : undefined}
                  required={required}
                  disabled={disabled}
                />
              </VisuallyHidden>
              <Icon boxSize="5" aria-hidden="true">
                <IconComponent />
              </Icon>
            </chakra.label>
          );
        })}
      </SimpleGrid>
      <ErrorLine part="fieldset">
        <Fieldset.ErrorText>{error}</Fieldset.ErrorText>
      </ErrorLine>
    </Fieldset.Root>
  );
}

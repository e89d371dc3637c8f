import { HStack, Input, InputGroup, chakra } from '@chakra-ui/react';
import { useController, type FieldValues } from 'react-hook-form';
import type { BoundFieldProps } from './field-props';
import { FormField } from './FormField';
import { useFormsTranslation } from './i18n';

const HEX_COLOR = /^[0-9a-fA-F]{6}$/;
/** What the palette shows while the typed value is not a colour yet. */
const PALETTE_FALLBACK = '#000000';
/**
 * The swatch's edge: a token that contrasts with the page and with panels in light and
 * in dark mode alike, so a swatch as dark as the dark background (#1a202c) or as light
 * as the light one (#ffffff) still shows where it is.
 */
export const SWATCH_EDGE_COLOR = 'fg.muted';

export type ColorFieldProps<T extends FieldValues, TOut extends FieldValues = T> = BoundFieldProps<
  T,
  TOut
>;

/**
 * A colour as the API stores it: 6 hex digits without '#'. A palette (the browser's
 * colour input) and a text input edit the same value; the text input is the labelled
 * control, so typing and validation messages work as in any other field.
 */
export function ColorField<T extends FieldValues, TOut extends FieldValues = T>({
  control,
  name,
  label,
  helperText,
  required,
  disabled,
}: ColorFieldProps<T, TOut>) {
  const { t } = useFormsTranslation();
  const { field, fieldState } = useController({ control, name });
  const value: string = field.value ?? '';
  return (
    <FormField
      label={label}
      helperText={helperText}
      error={fieldState.error?.message}
      required={required}
      disabled={disabled}
    >
      {(controlProps) => (
        <HStack gap="2" align="center">
          <chakra.input
            type="color"
            aria-label={t('pickColor', { label })}
            value={HEX_COLOR.test(value) ? `#${value.toLowerCase()}` : PALETTE_FALLBACK}
            onChange={(event) => field.onChange(event.target.value.slice(1))}
            onBlur={field.onBlur}
            disabled={disabled}
            flexShrink={0}
            boxSize="10"
            p="0"
            borderWidth="1px"
            borderColor={SWATCH_EDGE_COLOR}
            borderRadius="l2"
            overflow="hidden"
            bg="transparent"
            cursor="pointer"
            // The colour fills the whole box up to the edge: the browser's own inner padding
            // and border would put a strip of page background between swatch and edge.
            css={{
              '&::-webkit-color-swatch-wrapper': { padding: 0 },
              '&::-webkit-color-swatch': { border: 'none', borderRadius: 0 },
              '&::-moz-color-swatch': { border: 'none', borderRadius: 0 },
            }}
          />
          <InputGroup startElement="#">
            <Input
              variant="outline"
              {...controlProps}
              ref={field.ref}
              name={field.name}
              value={value}
              // A pasted '#ff0000' keeps only the digits the API stores.
              onChange={(event) => field.onChange(event.target.value.replace(/^#/, ''))}
              onBlur={field.onBlur}
              maxLength={7}
              autoComplete="off"
              spellCheck={false}
              fontFamily="mono"
            />
          </InputGroup>
        </HStack>
      )}
    </FormField>
  );
}

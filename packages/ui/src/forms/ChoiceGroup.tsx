import { HStack, RadioGroup } from '@chakra-ui/react';
import type { ReactNode } from 'react';

export interface Choice<Value extends string> {
  value: Value;
  label: ReactNode;
  /** The language of the label when it is not the page's, e.g. a language's own name. */
  lang?: string;
}

export interface ChoiceGroupProps<Value extends string> {
  label: ReactNode;
  value: Value;
  choices: ReadonlyArray<Choice<Value>>;
  onChange: (value: Value) => void;
}

/**
 * One setting that applies at once (the layout configurator's, /settings'): a labelled group of
 * radio buttons, one per choice.
 */
export function ChoiceGroup<Value extends string>({
  label,
  value,
  choices,
  onChange,
}: ChoiceGroupProps<Value>) {
  return (
    <RadioGroup.Root
      value={value}
      onValueChange={(details) => {
        const chosen = choices.find((choice) => choice.value === details.value);
        if (chosen) onChange(chosen.value);
      }}
      size="sm"
      colorPalette="blue"
    >
      <RadioGroup.Label fontWeight="semibold" mb="2" display="block">
        {label}
      </RadioGroup.Label>
      <HStack gap="4" wrap="wrap">
        {choices.map((choice) => (
          <RadioGroup.Item key={choice.value} value={choice.value}>
            <RadioGroup.ItemHiddenInput />
            <RadioGroup.ItemIndicator />
            <RadioGroup.ItemText lang={choice.lang}>{choice.label}</RadioGroup.ItemText>
          </RadioGroup.Item>
        ))}
      </HStack>
    </RadioGroup.Root>
  );
}

import { outpostLimits, type Weekday, weekdays } from '@care/contracts/outpost';
import { useTranslation } from '@care/i18n';
import { Button, HStack, IconButton, Stack, Text } from '@care/ui';
import { TextField } from '@care/ui/forms';
import { Fieldset, useWatch } from '@care/ui/panel';
import { useEffect, useId } from 'react';
import { LuPlus, LuX } from 'react-icons/lu';
import { weekdayName } from '../components/locale';
import type { OutpostFormApi } from './OutpostForm';

const capitalized = (text: string) => text.charAt(0).toLocaleUpperCase() + text.slice(1);

/** The week's opening hours: for each day, any number of from–to intervals, or none (closed). */
export function OpeningHoursFields({ form }: { form: OutpostFormApi }) {
  const { t } = useTranslation('outposts');
  return (
    <Fieldset.Root>
      <Fieldset.Legend>{t('form.hours')}</Fieldset.Legend>
      <Fieldset.HelperText>{t('form.hoursHelp')}</Fieldset.HelperText>
      <Fieldset.Content>
        <Stack gap="4">
          {weekdays.map((day) => (
            <DayHours key={day} day={day} form={form} />
          ))}
        </Stack>
      </Fieldset.Content>
    </Fieldset.Root>
  );
}

/** Follows its own day only, so typing a time re-renders one row, not the whole form. */
function DayHours({ day, form }: { day: Weekday; form: OutpostFormApi }) {
  const { t } = useTranslation('outposts');
  const labelId = useId();
  const { control } = form;
  const name = `openingHours.${day}` as const;
  const intervals = useWatch({ control, name });
  const dayName = capitalized(weekdayName(day));

  // A day is checked as a whole once it shows a message or the form was submitted: a changed
  // time can make another one overlap, and removed rows move their neighbours up.
  const { isSubmitted } = form.formState;
  const dayHasErrors = Boolean(form.formState.errors.openingHours?.[day]);
  const { trigger } = form;
  useEffect(() => {
    if (isSubmitted || dayHasErrors) void trigger(name);
    // Only when the day's times change; the flags are read as they are then.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [intervals, trigger, name]);

  const replace = (next: typeof intervals) => form.setValue(name, next, { shouldDirty: true });
  const last = intervals.at(-1);

  return (
    <Stack gap="2" role="group" aria-labelledby={labelId}>
      <HStack justify="space-between" gap="2" wrap="wrap">
        <Text id={labelId} fontWeight="medium">
          {dayName}
        </Text>
        {intervals.length === 0 && (
          <Text color="fg.muted" fontSize="sm">
            {t('form.closed')}
          </Text>
        )}
      </HStack>
      {intervals.map((interval, index) => (
        <HStack key={index} gap="3" align="flex-start">
          <TextField
            control={control}
            name={`${name}.${index}.from`}
            label={t('form.from')}
            type="time"
          />
          <TextField
            control={control}
            name={`${name}.${index}.to`}
            label={t('form.to')}
            type="time"
          />
          <IconButton
            aria-label={t('form.removeHours', {
              day: dayName,
              from: interval.from,
              to: interval.to,
            })}
            variant="ghost"
            size="sm"
            mt="7"
            onClick={() => replace(intervals.filter((_, other) => other !== index))}
          >
            <LuX />
          </IconButton>
        </HStack>
      ))}
      <Button
        size="xs"
        variant="ghost"
        alignSelf="flex-start"
        aria-label={t('form.addHours', { day: dayName })}
        disabled={intervals.length >= outpostLimits.intervalsPerDay}
        onClick={() =>
          replace([...intervals, last ? { from: last.to, to: '' } : { from: '08:00', to: '16:00' }])
        }
      >
        <LuPlus aria-hidden="true" />
        {t('form.addHoursShort')}
      </Button>
    </Stack>
  );
}

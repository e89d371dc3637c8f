import { firstDayOfWeek, getLanguage, localeConventions, type Language } from '@care/i18n';
import {
  DatePicker,
  IconButton,
  Input,
  InputGroup,
  Portal,
  parseDate,
  type DateValue,
} from '@chakra-ui/react';
import { datePickerSlotRecipe } from '@chakra-ui/react/theme';
import { useState } from 'react';
import { LuCalendar } from 'react-icons/lu';
import { formatIsoDate, isoDateParts, parseDateText } from './date-text';
import { useFieldsTranslation } from './i18n';
import type { PickerInputProps } from './picker-input';

export interface DayPickerProps extends PickerInputProps {
  /** What the day is, for the calendar's names; the visible label is the caller's. */
  label: string;
  /** ISO `YYYY-MM-DD`, '' when empty, or text the user typed that is no day. */
  value: string;
  /**
   * Called as the user types or picks: the ISO day when the text is one, '' when cleared,
   * else the text as typed; `day` is the ISO day the text means, undefined when none.
   */
  onChange: (value: string, day: string | undefined) => void;
  /** The earliest day the calendar offers, ISO (`2025-01-31`). */
  min?: string;
  /** The latest day the calendar offers, ISO. */
  max?: string;
}

/** The browser's zone, so the calendar's "today" is the user's today. */
const timeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

const toDateValue = (iso: string | undefined): DateValue | undefined =>
  iso && isoDateParts(iso) ? parseDate(iso) : undefined;

/**
 * A day, typed or picked on a calendar, held by its caller's state rather than a form (a
 * list's filter keeps its days in the address): shown and typed as dd.mm.yy in Polish and
 * mm/dd/yy in English, whatever the browser's own language, the calendar's weeks starting on
 * Monday in Polish and on Sunday in English. `min` and `max` bound the
 * calendar and the century of a two-digit year. Put it inside a `Field.Root` with a
 * `Field.Label`, which names its input; `DateField` is it in a form's field.
 *
 * The calendar opens from the button beside the input (Enter or Space) and is a grid:
 * arrows move by day and week, Page Up/Down by month, Home/End to the week's ends,
 * Enter picks, Escape closes and returns to the button.
 */
export function DayPicker({
  label,
  value,
  onChange,
  min,
  max,
  disabled,
  invalid,
  size,
  name,
  onBlur,
  inputRef,
  'aria-describedby': describedBy,
}: DayPickerProps) {
  const { t } = useFieldsTranslation();
  const language: Language = getLanguage();
  const [text, setText] = useState(() => formatIsoDate(value, language));

  // The value or the language changed from outside the text (a pick on the calendar, a
  // reset, a language switch): show the value the way dates are written, unless the text
  // already means it, so typing is never rewritten under the cursor.
  const [shown, setShown] = useState({ value, language });
  if (shown.value !== value || shown.language !== language) {
    setShown({ value, language });
    const textMeansValue =
      text === value || parseDateText(text, shown.language, { min, max }) === value;
    if (!textMeansValue || shown.language !== language) setText(formatIsoDate(value, language));
  }

  const onType = (typed: string) => {
    setText(typed);
    if (typed.trim() === '') return onChange('', undefined);
    const day = parseDateText(typed, language, { min, max });
    onChange(day ?? typed, day);
  };

  const letters = t('date.placeholderLetters', { returnObjects: true }) as Record<
    'day' | 'month' | 'year',
    string
  >;
  const placeholder = formatPlaceholder(language, letters);
  const selected = toDateValue(value);

  return (
    <DatePicker.Root
      recipe={datePickerSlotRecipe}
      locale={localeConventions[language].locale}
      timeZone={timeZone()}
      startOfWeek={firstDayOfWeek(language)}
      value={selected ? [selected] : []}
      onValueChange={({ value: [picked] }) => {
        const iso = picked ? picked.toString() : '';
        setText(formatIsoDate(iso, language));
        onChange(iso, iso || undefined);
      }}
      min={toDateValue(min)}
      max={toDateValue(max)}
      disabled={disabled}
      invalid={invalid}
      translations={{
        trigger: (open) => (open ? t('date.closeCalendar') : t('date.openCalendar', { label })),
        content: t('date.calendar', { label }),
        prevTrigger: (view) => t(`date.previous.${view}`),
        nextTrigger: (view) => t(`date.next.${view}`),
        viewTrigger: (view) => t(`date.switchView.${view}`),
        monthSelect: t('date.monthSelect'),
        yearSelect: t('date.yearSelect'),
      }}
      positioning={{ placement: 'bottom-end' }}
      width="full"
    >
      <InputGroup
        endElement={
          <DatePicker.Trigger asChild unstyled>
            <IconButton variant="ghost" size="xs" me="-2" disabled={disabled}>
              <LuCalendar aria-hidden="true" />
            </IconButton>
          </DatePicker.Trigger>
        }
      >
        <Input
          variant="outline"
          size={size}
          aria-describedby={describedBy}
          ref={inputRef}
          name={name}
          value={text}
          onChange={(event) => onType(event.target.value)}
          onBlur={() => {
            // A typed date reads back in the one way dates are written.
            const iso = parseDateText(text, language, { min, max });
            if (iso) setText(formatIsoDate(iso, language));
            onBlur?.();
          }}
          placeholder={placeholder}
          inputMode="numeric"
          autoComplete="off"
        />
      </InputGroup>
      <Portal>
        <DatePicker.Positioner>
          <DatePicker.Content>
            <DatePicker.View view="day">
              <DatePicker.Header />
              <DayTable />
            </DatePicker.View>
            <DatePicker.View view="month">
              <DatePicker.Header />
              <DatePicker.MonthTable />
            </DatePicker.View>
            <DatePicker.View view="year">
              <DatePicker.Header />
              <DatePicker.YearTable />
            </DatePicker.View>
          </DatePicker.Content>
        </DatePicker.Positioner>
      </Portal>
    </DatePicker.Root>
  );
}

/** 'dd.mm.rr' in Polish, 'mm/dd/yy' in English: the pattern in the letters the reader uses. */
function formatPlaceholder(language: Language, letters: Record<'day' | 'month' | 'year', string>) {
  return formatIsoDate('2000-01-02', language)
    .replace('02', letters.day)
    .replace('01', letters.month)
    .replace('00', letters.year);
}

/**
 * The month's days under short weekday names ('pon.', not the narrow 'P' that Poniedziałek
 * and Piątek share); a screen reader hears each day's full date from its button instead.
 */
function DayTable() {
  return (
    <DatePicker.Context>
      {(datePicker) => (
        <DatePicker.Table>
          <DatePicker.TableHead>
            <DatePicker.TableRow>
              {datePicker.weekDays.map((weekDay) => (
                <DatePicker.TableHeader key={weekDay.long}>{weekDay.short}</DatePicker.TableHeader>
              ))}
            </DatePicker.TableRow>
          </DatePicker.TableHead>
          <DatePicker.TableBody>
            {datePicker.weeks.map((week, index) => (
              <DatePicker.TableRow key={index}>
                {week.map((day) => (
                  <DatePicker.TableCell key={day.toString()} value={day}>
                    <DatePicker.TableCellTrigger>{day.day}</DatePicker.TableCellTrigger>
                  </DatePicker.TableCell>
                ))}
              </DatePicker.TableRow>
            ))}
          </DatePicker.TableBody>
        </DatePicker.Table>
      )}
    </DatePicker.Context>
  );
}

/**
 * `@care/ui/fields`: the form fields beyond text, selects and checkboxes — a date picker,
 * a searchable single picker, a tag multi-select and a file drop zone — each bound to a
 * `useZodForm` form like the fields of `@care/ui`. An entry point of its own, loaded by
 * the pages with such a form only: the shell's first render does not carry it.
 *
 * What `@care/ui` or `@care/ui/panel` already ship is imported through those names, not
 * by relative path: a relative import would bundle a second copy into this entry's chunk,
 * which a remote opening it downloads again though the panel has it loaded.
 */
export { DateField } from './DateField';
export type { DateFieldProps } from './DateField';
export { DayFilter } from './DayFilter';
export type { DayFilterProps } from './DayFilter';
export { DayPicker } from './DayPicker';
export type { DayPickerProps } from './DayPicker';
export { ComboboxField, ComboboxPicker } from './ComboboxField';
export type { ComboboxFieldProps, ComboboxOption, ComboboxPickerProps } from './ComboboxField';
export { TagMultiSelectField } from './TagMultiSelectField';
export type { TagMultiSelectFieldProps, TagOption } from './TagMultiSelectField';
export { FileDropZone } from './FileDropZone';
export type { FileDropZoneProps } from './FileDropZone';
export type { AcceptedFileTypes } from './file-limits';

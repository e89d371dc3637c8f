/**
 * `@care/ui/panel`: what the signed-in panel adds to the kit — its frame
 * (menu, drawer, avatar, skip link), dialogs, tables, the form fields beyond
 * a text input, and tags. The shell's layout loads it, so a remote opened
 * inside the panel finds it loaded; the sign-in pages never load it. A heavy
 * component only one area uses deserves an entry point of its own instead.
 */
export {
  Avatar,
  Checkbox,
  CloseButton,
  Dialog,
  Drawer,
  Fieldset,
  InputGroup,
  Menu,
  NativeSelect,
  Popover,
  Presence,
  RadioGroup,
  SkipNavContent,
  SkipNavLink,
  Switch,
  Table,
  Textarea,
  useTableStyles,
} from '@chakra-ui/react';
export type { TextareaProps } from '@chakra-ui/react';
/** The top bar's notification bell; one import each, as in layout/icons.ts. */
export { LuBell as BellIcon, LuCheckCheck as MarkAllReadIcon } from 'react-icons/lu';
/** The layout configurator and user drawers of the top bar. */
export { LuPalette as LayoutSettingsIcon } from 'react-icons/lu';
export { ConfirmDialog } from '../feedback/ConfirmDialog';
export { FilterSelect } from '../filters/FilterSelect';
export type { FilterSelectProps } from '../filters/FilterSelect';
export type { ConfirmDialogProps } from '../feedback/ConfirmDialog';
export { TextareaField } from '../forms/TextareaField';
export type { TextareaFieldProps } from '../forms/TextareaField';
/** The swatch edge too, for anything else that shows a colour (a table's swatches). */
export { ColorField, SWATCH_EDGE_COLOR } from '../forms/ColorField';
export type { ColorFieldProps } from '../forms/ColorField';
export { SelectField } from '../forms/SelectField';
export type { SelectFieldProps, SelectOption } from '../forms/SelectField';
export { CheckboxField } from '../forms/CheckboxField';
export { ChoiceGroup } from '../forms/ChoiceGroup';
export type { Choice, ChoiceGroupProps } from '../forms/ChoiceGroup';
/** The layout choices and the language, as the configurator and /settings offer them. */
export { LanguageChoice, LayoutSettingsForm } from '../layout-settings/LayoutSettingsForm';
export type { CheckboxFieldProps } from '../forms/CheckboxField';
export { IconPickerField } from '../forms/IconPickerField';
export type { IconPickerFieldProps } from '../forms/IconPickerField';
/** For parts of a form that follow its values (e.g. a preview) without re-rendering the whole form. */
export { useWatch } from 'react-hook-form';
export * from '../tags';

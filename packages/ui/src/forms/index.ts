export { useZodForm } from './use-zod-form';
export type { UseZodFormOptions, ZodForm } from './use-zod-form';
export type { BoundFieldProps } from './field-props';
export { FormField } from './FormField';
export type { FormFieldProps } from './FormField';
export { TextField } from './TextField';
export type { TextFieldProps } from './TextField';
export { TextareaField } from './TextareaField';
export type { TextareaFieldProps } from './TextareaField';
export { ColorField } from './ColorField';
export type { ColorFieldProps } from './ColorField';
export { SelectField } from './SelectField';
export type { SelectFieldProps, SelectOption } from './SelectField';
export { CheckboxField } from './CheckboxField';
export type { CheckboxFieldProps } from './CheckboxField';
export { IconPickerField } from './IconPickerField';
export type { IconPickerFieldProps } from './IconPickerField';
/** For parts of a form that follow its values (e.g. a preview) without re-rendering the whole form. */
export { useWatch } from 'react-hook-form';

export { useZodForm } from './use-zod-form';
export { FormPrefillProvider, type ReadPrefill } from './form-prefill';
export type { UseZodFormOptions, ZodForm } from './use-zod-form';
export type { BoundFieldProps } from './field-props';
export { FormField } from './FormField';
export type { FormFieldProps } from './FormField';
export { TextField } from './TextField';
export type { TextFieldProps } from './TextField';

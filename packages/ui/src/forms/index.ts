export { useZodForm } from './use-zod-form';
export { FormPrefillProvider, type ReadPrefill } from './form-prefill';
export type { UseZodFormOptions, ZodForm } from './use-zod-form';
export type { BoundFieldProps } from './field-props';
export { FormField } from './FormField';
export { BoundFormField, splitBoundProps } from './BoundFormField';
export type { FieldBinding } from './BoundFormField';
export type { FormFieldProps } from './FormField';
export { TextField } from './TextField';
export type { TextFieldProps } from './TextField';
// A form's list of rows (a member's contacts) and a field drawn by hand: the one
// react-hook-form the forms share.
export { useController, useFieldArray } from 'react-hook-form';

import { zodErrorMessage, useTranslation } from '@care/i18n';
import { zodResolver } from '@hookform/resolvers/zod';
import { useCallback, useEffect } from 'react';
import {
  useForm,
  type FieldValues,
  type SubmitHandler,
  type UseFormProps,
  type UseFormReturn,
} from 'react-hook-form';
// The core types: a schema from zod or from zod/mini (the login page's) both fit.
import type * as z from 'zod/v4/core';
import { toaster } from '../feedback/toaster';
import { useAdoptTypedValues } from './form-prefill';

type FormSchema = z.$ZodType<FieldValues, FieldValues>;

/** The one 'fill in required fields' toast every form shares (one per kind, not per submit). */
export const FILL_REQUIRED_TOAST_ID = 'form:fill-required';

export type UseZodFormOptions<Schema extends FormSchema> = Omit<
  UseFormProps<z.input<Schema>, unknown, z.output<Schema>>,
  'resolver'
>;

type FormReturn<Schema extends FormSchema> = UseFormReturn<
  z.input<Schema>,
  unknown,
  z.output<Schema>
>;

export type ZodForm<Schema extends FormSchema> = FormReturn<Schema> & {
  /**
   * The form's `onSubmit`: runs `onValid` with the parsed values (closing the 'fill in
   * required fields' toast), or shows that toast and focuses the first invalid field.
   */
  submit: (
    onValid: SubmitHandler<z.output<Schema>>,
  ) => ReturnType<FormReturn<Schema>['handleSubmit']>;
};

/**
 * The one way a form is built: react-hook-form validated by a contracts schema, with
 * messages translated into the current language.
 *
 * Fields validate on blur; a field that shows an error re-validates on every change, so
 * the message goes as soon as the input is fixed (react-hook-form alone would wait for the
 * next blur until the first submit). After a submit every change re-validates.
 */
export function useZodForm<Schema extends FormSchema>(
  schema: Schema,
  options: UseZodFormOptions<Schema> = {},
): ZodForm<Schema> {
  const { t } = useTranslation('common');
  const form = useForm<z.input<Schema>, unknown, z.output<Schema>>({
    mode: 'onBlur',
    reValidateMode: 'onChange',
    shouldFocusError: true,
    ...options,
    resolver: zodResolver(schema, { error: (issue) => zodErrorMessage(issue) }),
  });
  const { watch, getFieldState, trigger, handleSubmit } = form;
  useAdoptTypedValues(form, options.defaultValues);

  useEffect(() => {
    const subscription = watch((_values, { name, type }) => {
      if (type === 'change' && name && getFieldState(name).invalid) void trigger(name);
    });
    return () => subscription.unsubscribe();
  }, [watch, getFieldState, trigger]);

  const submit = useCallback(
    (onValid: SubmitHandler<z.output<Schema>>) =>
      handleSubmit(
        (values, event) => {
          // The fields are filled in now: the request to fill them in no longer applies.
          toaster.dismiss(FILL_REQUIRED_TOAST_ID);
          return onValid(values, event);
        },
        () => {
          // Replaces the one still showing, so failed submits do not stack toasts.
          toaster.error({ id: FILL_REQUIRED_TOAST_ID, title: t('validation.fillRequired') });
        },
      ),
    [handleSubmit, t],
  );

  return { ...form, submit };
}

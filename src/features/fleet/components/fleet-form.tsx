import type { ReactNode } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { FormProvider, useForm, type DefaultValues, type FieldValues } from 'react-hook-form';
import type { z } from 'zod';

type FleetFormProps<Input extends FieldValues, Output> = {
  id: string;
  disabled: boolean;
  /** The form's own words for each field, then the contract (what the API accepts). */
  schema: z.ZodType<Output, Input>;
  defaultValues: Input;
  onSubmit: (values: Output) => void;
  /** Its fields, which read the form from context. */
  children: ReactNode;
};

/**
 * The frame of the truck and driver forms (add and edit alike): validated on submit, every field
 * disabled while it is sent; its submit button sits in the dialog's footer and names it by `id`.
 */
export function FleetForm<Input extends FieldValues, Output>({
  id,
  disabled,
  schema,
  defaultValues,
  onSubmit,
  children,
}: FleetFormProps<Input, Output>) {
  const form = useForm<Input, unknown, Output>({
    resolver: zodResolver(schema),
    defaultValues: defaultValues as DefaultValues<Input>,
  });
  return (
    <FormProvider {...form}>
      <form id={id} noValidate onSubmit={form.handleSubmit(onSubmit)}>
        <fieldset className="fleet-form" disabled={disabled}>
          {children}
        </fieldset>
      </form>
    </FormProvider>
  );
}

import type { Ref, TextareaHTMLAttributes } from 'react';
import { Field, useFieldParts, type FieldOwnProps } from './field';

export type TextAreaProps = Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id' | 'required'> &
  FieldOwnProps & { ref?: Ref<HTMLTextAreaElement> };

/** A labelled multi-line input, e.g. a charge's reason or a load's notes. */
export function TextArea({ className, rows = 3, ...props }: TextAreaProps) {
  const { frame, control } = useFieldParts(props);
  const classes = ['field__control', 'field__control--area', className].filter(Boolean).join(' ');
  return (
    <Field {...frame}>
      <textarea rows={rows} {...control} className={classes} />
    </Field>
  );
}

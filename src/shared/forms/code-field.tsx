import { useId } from 'react';
import { Controller, type Control } from 'react-hook-form';
import { CodeInput } from '@/shared/ui/code-input';
import type { OneTimeCode } from './one-time-code';

export interface CodeFieldProps {
  /** The code form's control (a form over `oneTimeCodeSchema`). */
  control: Control<OneTimeCode>;
  label: string;
  /** How many digits: 4 for the mailed code, 6 for the SMS code. */
  length: number;
  labelClassName?: string;
  autoFocus?: boolean;
}

/** The labelled one-time code of a code form, held by the form (its value, and the focus after a refused code). */
export function CodeField({ control, label, length, labelClassName, autoFocus }: CodeFieldProps) {
  const id = useId();
  return (
    <>
      <label className={labelClassName} htmlFor={id}>
        {label}
      </label>
      <Controller
        control={control}
        name="code"
        render={({ field }) => (
          <CodeInput id={id} length={length} value={field.value} onChange={field.onChange} ref={field.ref} autoFocus={autoFocus} />
        )}
      />
    </>
  );
}

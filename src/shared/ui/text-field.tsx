import { useId, type ComponentProps } from 'react';
import styles from './text-field.module.css';

export interface TextFieldProps extends ComponentProps<'input'> {
  label: string;
  /** A validation message tied to the field for screen readers. */
  error?: string;
}

/**
 * A labelled input. A `required` field is marked with an asterisk beside its label (for the eye;
 * screen readers hear "required" from the input itself). A message of the field's own joins any
 * description it already has (a hint), rather than replacing it.
 */
export function TextField({ label, error, id, required, 'aria-describedby': describedBy, 'aria-invalid': ariaInvalid, ...props }: TextFieldProps) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const errorId = `${inputId}-error`;
  const description = [error ? errorId : null, describedBy].filter(Boolean).join(' ') || undefined;
  return (
    <div className={styles.field}>
      {/* The mark stays outside the label: the field's name is its label alone. */}
      <span className={styles.labelRow}>
        <label className={styles.label} htmlFor={inputId}>
          {label}
        </label>
        {required ? (
          <span className={styles.required} aria-hidden="true">
            *
          </span>
        ) : null}
      </span>
      <input
        id={inputId}
        className={styles.input}
        required={required}
        aria-invalid={error ? true : ariaInvalid}
        aria-describedby={description}
        {...props}
      />
      {error ? (
        <p id={errorId} className={styles.hint}>
          {error}
        </p>
      ) : null}
    </div>
  );
}

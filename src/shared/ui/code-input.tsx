import { OTPInput, REGEXP_ONLY_DIGITS } from 'input-otp';
import type { Ref } from 'react';
import styles from './code-input.module.css';

export interface CodeInputProps {
  id: string;
  /** How many digits: 4 for the mailed code, 6 for the SMS code. */
  length: number;
  value: string;
  onChange: (value: string) => void;
  autoFocus?: boolean;
  /** The input itself, for the focus (a form puts it back here after a refused code). */
  ref?: Ref<HTMLInputElement>;
}

/** A one-time code: digits only, `autocomplete="one-time-code"`, paste works (input-otp). */
export function CodeInput({ id, length, value, onChange, autoFocus = false, ref }: CodeInputProps) {
  return (
    <OTPInput
      id={id}
      ref={ref}
      maxLength={length}
      value={value}
      onChange={onChange}
      pattern={REGEXP_ONLY_DIGITS}
      inputMode="numeric"
      autoComplete="one-time-code"
      autoFocus={autoFocus}
      containerClassName={styles.container}
      render={({ slots }) => (
        <div className={styles.slots}>
          {slots.map((slot, index) => (
            <div key={index} className={slot.isActive ? `${styles.slot} ${styles.active}` : styles.slot}>
              {slot.char ?? ''}
              {slot.hasFakeCaret ? <span className={styles.caret} /> : null}
            </div>
          ))}
        </div>
      )}
    />
  );
}

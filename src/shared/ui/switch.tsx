import { Switch as RadixSwitch } from 'radix-ui';
import { useId, type ReactNode } from 'react';
import styles from './switch.module.css';

export interface SwitchProps {
  /** What the switch turns on, shown beside it and read as its name. */
  label: ReactNode;
  /** A line under the label, read as the switch's description. */
  description?: ReactNode;
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  disabled?: boolean;
  /** For forms that submit natively. */
  name?: string;
  className?: string;
}

/**
 * An on/off setting (the settings toggles): a labelled `role="switch"` with `aria-checked`, toggled
 * by a click, Space or Enter (Radix Switch). The settings' 'true'/'false' text values convert at the
 * screen: `checked={value === 'true'}`, `onCheckedChange={(on) => set(on ? 'true' : 'false')}`.
 */
export function Switch({ label, description, checked, onCheckedChange, disabled, name, className }: SwitchProps) {
  const id = useId();
  const descriptionId = `${id}-description`;
  return (
    <div className={[styles.row, className].filter(Boolean).join(' ')}>
      <div className={styles.text}>
        <label htmlFor={id} className={styles.label}>
          {label}
        </label>
        {description ? (
          <span id={descriptionId} className={styles.description}>
            {description}
          </span>
        ) : null}
      </div>
      <RadixSwitch.Root
        id={id}
        className={styles.switch}
        checked={checked}
        onCheckedChange={onCheckedChange}
        disabled={disabled}
        name={name}
        aria-describedby={description ? descriptionId : undefined}
      >
        <RadixSwitch.Thumb className={styles.thumb} />
      </RadixSwitch.Root>
    </div>
  );
}

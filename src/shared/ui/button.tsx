import type { ButtonHTMLAttributes, Ref } from 'react';
import styles from './button.module.css';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger';

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  ref?: Ref<HTMLButtonElement>;
  variant?: ButtonVariant;
  block?: boolean;
}

export function Button({ variant = 'primary', block = false, className, type = 'button', ...props }: ButtonProps) {
  const classes = [styles.button, styles[variant], block && styles.block, className].filter(Boolean).join(' ');
  return <button type={type} className={classes} {...props} />;
}

/** The same look for a link that acts as a button. */
export function buttonClassName(variant: ButtonVariant = 'primary', block = false): string {
  return [styles.button, styles[variant], block && styles.block].filter(Boolean).join(' ');
}

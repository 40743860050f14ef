import type { ComponentProps } from 'react';
import styles from './link-button.module.css';

/** An action that reads as a link inside text (Forgot Password?, Resend): a real button for keyboards and screen readers. */
export function LinkButton({ className, type = 'button', ...props }: ComponentProps<'button'>) {
  return <button type={type} className={[styles.linkButton, className].filter(Boolean).join(' ')} {...props} />;
}

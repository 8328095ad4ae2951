import type { ButtonHTMLAttributes } from 'react';
import { classNames } from '../class-names';
import styles from './ui.module.css';

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: 'primary' | 'secondary' | 'danger';
  block?: boolean;
  /** A compact button for table rows (still at least 36 px high). */
  small?: boolean;
}

export function Button({
  variant = 'primary',
  block = false,
  small = false,
  className,
  ...props
}: ButtonProps) {
  return (
    <button
      type="button"
      {...props}
      className={classNames(
        styles.button,
        variant === 'secondary' && styles.buttonSecondary,
        variant === 'danger' && styles.buttonDanger,
        block && styles.buttonBlock,
        small && styles.buttonSmall,
        className,
      )}
    />
  );
}

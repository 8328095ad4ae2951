import type { ButtonHTMLAttributes } from 'react';
import './ui-styles';

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
  const classes = ['portal-button', `portal-button--${variant}`];
  if (block) classes.push('portal-button--block');
  if (small) classes.push('portal-button--small');
  if (className) classes.push(className);
  return <button type="button" {...props} className={classes.join(' ')} />;
}

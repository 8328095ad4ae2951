import type { ButtonHTMLAttributes } from 'react';
import './ui-styles';

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: 'primary' | 'secondary';
  block?: boolean;
}

export function Button({ variant = 'primary', block = false, className, ...props }: ButtonProps) {
  const classes = ['portal-button', `portal-button--${variant}`];
  if (block) classes.push('portal-button--block');
  if (className) classes.push(className);
  return <button type="button" {...props} className={classes.join(' ')} />;
}

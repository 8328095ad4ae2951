import type { ReactNode } from 'react';
import './ui-styles';

/** A red box announced to screen readers as soon as it appears. */
export function ErrorBox({ children }: { children: ReactNode }) {
  return (
    <div className="portal-error-box" role="alert">
      {children}
    </div>
  );
}

import type { ReactNode } from 'react';
import './ui-styles';

export function Card({ narrow = false, children }: { narrow?: boolean; children: ReactNode }) {
  return (
    <div className={narrow ? 'portal-card portal-card--narrow' : 'portal-card'}>{children}</div>
  );
}

import type { ReactNode } from 'react';
import './ui-styles';

/** A page's main column with its one h1. */
export function Page({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <div className="portal-page">
      <h1 className="portal-page__title">{title}</h1>
      {children}
    </div>
  );
}

export function Section({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <section className="portal-section">
      <h2 className="portal-section__title">{title}</h2>
      {children}
    </section>
  );
}

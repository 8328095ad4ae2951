import { useId, type ReactNode } from 'react';
import './profile-styles';

/** One titled panel of a profile editor (the picture, the strength list, the form). */
export function ProfilePanel({ title, children }: { title: string; children: ReactNode }) {
  const titleId = useId();
  return (
    <section className="profile-panel" aria-labelledby={titleId}>
      <h2 id={titleId} className="profile-panel__title">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** A profile editor: `side` (picture and strength) beside the form, stacked on a phone. */
export function ProfileEditorLayout({ side, children }: { side: ReactNode; children: ReactNode }) {
  return (
    <div className="profile-editor">
      <div className="profile-editor__side">{side}</div>
      {children}
    </div>
  );
}

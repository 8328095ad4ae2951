import type { ReactNode } from 'react';
import ui from './ui.module.css';

/** A page whose object is not found or not open to the user: the way back, a heading, a sentence. */
export function NotFoundPage({
  back,
  title,
  text,
}: {
  back: ReactNode;
  title: string;
  text: string;
}) {
  return (
    <div className={ui.page}>
      {back}
      <h1 className={ui.pageTitle}>{title}</h1>
      <p>{text}</p>
    </div>
  );
}

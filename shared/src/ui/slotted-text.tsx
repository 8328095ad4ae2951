import { Fragment, type ReactNode } from 'react';

/** Marks where an element goes in a message; no message or value holds it. */
const MARK = '\u0001';

/**
 * The value of a placeholder that an element fills: `t('welcome', { username: slot('username') })`,
 * then `<SlottedText text={...} slots={{ username: <strong>{name}</strong> }} />`. The words around
 * the element stay where the language puts them.
 */
export function slot(name: string): string {
  return `${MARK}${name}${MARK}`;
}

/** A message with elements (a bold name, a link) in the places its `slot`s mark. */
export function SlottedText({ text, slots }: { text: string; slots: Record<string, ReactNode> }) {
  return (
    <>
      {text.split(MARK).map((part, index) => (
        <Fragment key={index}>{index % 2 === 1 ? slots[part] : part}</Fragment>
      ))}
    </>
  );
}

import type { ReactNode } from 'react';
import { InfoPage } from './info-page';

/** One of the docs/screens.md placeholder pages: a heading and one sentence. */
export function PlaceholderPage({ title, sentence }: { title: string; sentence: ReactNode }) {
  return <InfoPage title={title} intro={sentence} />;
}

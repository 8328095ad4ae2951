import type { ReactNode } from 'react';
import { Page } from '@portal/shared/ui/layout';
import './info-page-styles';

/** A readable text page (about, contact, pricing, policies): its h1, an intro line and sections. */
export function InfoPage({
  title,
  intro,
  wide = false,
  children,
}: {
  title: string;
  intro: ReactNode;
  wide?: boolean;
  children?: ReactNode;
}) {
  return (
    <div className={wide ? 'info-page info-page--wide' : 'info-page'}>
      <Page title={title}>
        <p className="info-page__intro">{intro}</p>
        {children}
      </Page>
    </div>
  );
}

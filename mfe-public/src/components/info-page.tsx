import type { ReactNode } from 'react';
import { classNames } from '@portal/shared/class-names';
import { Page } from '@portal/shared/ui/layout';
import styles from './info-page.module.css';

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
    <div className={classNames(styles.infoPage, wide && styles.infoPageWide)}>
      <Page title={title}>
        <p className={styles.infoPageIntro}>{intro}</p>
        {children}
      </Page>
    </div>
  );
}

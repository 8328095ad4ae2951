import { useId } from 'react';
import type { Deliverable } from '../contract/deliverables';
import { useDeliverableLabels } from '../option-labels';
import { useUiTexts } from './ui-messages';
import styles from './campaign-detail.module.css';
import ui from './ui.module.css';

/** The lines of `deliverables`, each as useDeliverableLabels writes it ('Instagram: Reel × 2'). */
export function DeliverableLines({ deliverables }: { deliverables: readonly Deliverable[] }) {
  const labels = useDeliverableLabels();
  return (
    <ul>
      {deliverables.map((deliverable) => (
        <li key={`${deliverable.platform}:${deliverable.kind}`}>{labels.line(deliverable)}</li>
      ))}
    </ul>
  );
}

/**
 * What a campaign asks the influencer to publish (see docs/campaigns.md), one line each
 * ('Instagram: Reel × 2'), or that it lists none.
 */
export function CampaignDeliverables({ deliverables }: { deliverables: readonly Deliverable[] }) {
  const { t } = useUiTexts();
  const headingId = useId();
  return (
    <section className={styles.deliverables} aria-labelledby={headingId}>
      <h2 id={headingId}>{t('campaign.deliverables')}</h2>
      {deliverables.length === 0 ? (
        <p className={ui.muted}>{t('campaign.noDeliverables')}</p>
      ) : (
        <DeliverableLines deliverables={deliverables} />
      )}
    </section>
  );
}

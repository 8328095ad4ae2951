import { useCampaign } from '@portal/shared/api/campaigns';
import { deliverablesDone } from '@portal/shared/contract/deliverable-check';
import type { Delivery } from '@portal/shared/contract/collaborations';
import { useDeliverableLabels } from '@portal/shared/option-labels';
import { Section } from '@portal/shared/ui/layout';
import { useCollaborationTexts } from '../texts';
import styles from './collaboration.module.css';

/**
 * For the brand: the campaign's deliverables, each marked done or not by the latest delivery's
 * links (`deliverablesDone`, docs/collaboration.md). Nothing while the campaign loads, lists
 * none or cannot be read: the rest of the page does not wait for it.
 */
export function CollaborationDeliverables({
  campaignId,
  deliveries,
}: {
  campaignId: number;
  deliveries: readonly Delivery[];
}) {
  const { t } = useCollaborationTexts();
  const labels = useDeliverableLabels();
  const campaign = useCampaign(campaignId);
  const lines = campaign.data?.deliverables ?? [];
  if (lines.length === 0) return null;
  const done = deliverablesDone(lines, deliveries.at(-1)?.links ?? []);
  return (
    <Section title={t('deliverables.title')}>
      <p className={styles.muted}>{t('deliverables.rule')}</p>
      <ul className={styles.deliverables}>
        {lines.map((line, index) => (
          <li key={`${line.platform}:${line.kind}`}>
            {labels.line(line)}:{' '}
            <strong>{done[index] ? t('deliverables.done') : t('deliverables.notYet')}</strong>
          </li>
        ))}
      </ul>
    </Section>
  );
}

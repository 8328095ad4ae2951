import { useState } from 'react';
import { useAddDisputeStatement, useAgreeToCancel } from '@portal/shared/api/collaborations';
import { classNames } from '@portal/shared/class-names';
import {
  addDisputeStatementRequestSchema,
  MAX_STATEMENT_LINKS,
  STATEMENT_MAX_LENGTH,
  type Collaboration,
  type Dispute,
  type DisputeStatement,
} from '@portal/shared/contract/collaborations';
import { formatDateTime } from '@portal/shared/dates';
import { formatTaka } from '@portal/shared/money';
import { useConfirm } from '@portal/shared/ui/confirm-dialog';
import { errorStatus } from '@portal/shared/data/api-error';
import { failureSentence } from '@portal/shared/submit-failure';
import { Banner } from '@portal/shared/ui/banner';
import { Button } from '@portal/shared/ui/button';
import { ErrorBox } from '@portal/shared/ui/error-box';
import { Form, FormActions, useForm } from '@portal/shared/ui/form';
import { Section } from '@portal/shared/ui/layout';
import { TextAreaField } from '@portal/shared/ui/text-area-field';
import { useSubmitFailure } from '@portal/shared/submit-failure';
import detail from '@portal/shared/ui/campaign-detail.module.css';
import { WebAddress } from '@portal/shared/ui/web-address';
import { useCollaborationTexts } from '../texts';
import type { Viewer } from './collaboration-rules';
import { LinkRow } from './link-row';
import styles from './collaboration.module.css';

/** One statement: who, when, what they said and the links they gave. */
function StatementItem({ statement }: { statement: DisputeStatement }) {
  const { t, language } = useCollaborationTexts();
  return (
    <li className={classNames(detail.card, styles.delivery)}>
      <h3 className={styles.deliveryTitle}>
        {t('dispute.by', { name: statement.by_name, role: t(`dispute.role.${statement.by}`) })}
      </h3>
      <p className={styles.muted}>{formatDateTime(statement.at, language)}</p>
      <p className={styles.reviewText}>{statement.text}</p>
      {statement.links.length > 0 && (
        <ul className={detail.links} aria-label={t('dispute.evidence')}>
          {statement.links.map((link, index) => (
            <li key={`${link}-${index}`} className={detail.link}>
              <WebAddress address={link} />
            </li>
          ))}
        </ul>
      )}
    </li>
  );
}

/**
 * The signed-in party adds to their case: a text and up to 10 links, checked with the contract's
 * schema before sending; the server's field errors show beside their fields ('links.0').
 */
function StatementForm({ disputeId, onConflict }: { disputeId: number; onConflict: () => void }) {
  const { t } = useCollaborationTexts();
  const addStatement = useAddDisputeStatement();
  const [added, setAdded] = useState(false);
  const { failure, clear, fail } = useSubmitFailure({ fallback: t('failed') }, { onConflict });
  const form = useForm({
    schema: addDisputeStatementRequestSchema,
    initialValues: (): { text: string; links: string[] } => ({ text: '', links: [] }),
    onInvalid: clear,
    onSubmit: async (statement) => {
      clear();
      setAdded(false);
      try {
        await addStatement.mutateAsync({ disputeId, ...statement });
        form.reset();
        setAdded(true);
      } catch (error) {
        fail(error, form.showErrors);
      }
    },
  });
  const { links } = form.values;
  const listErrors = form.errors.links;
  return (
    <Form form={form}>
      <h3 className={styles.deliveryTitle}>{t('dispute.addTitle')}</h3>
      <p>{t('dispute.addIntro', { max: MAX_STATEMENT_LINKS })}</p>
      <Banner message={failure} tone="error" />
      {added && <Banner message={t('dispute.added')} tone="success" />}
      <TextAreaField
        label={t('dispute.text')}
        required
        limit={STATEMENT_MAX_LENGTH}
        {...form.field('text')}
      />
      {links.map((link, index) => (
        <LinkRow
          key={index}
          index={index}
          url={link}
          urlErrors={form.errors[`links.${index}`]}
          onUrlChange={(url) =>
            form.setValue(
              'links',
              links.map((row, at) => (at === index ? url : row)),
              `links.${index}`,
            )
          }
          onRemove={() =>
            form.setValue(
              'links',
              links.filter((_, at) => at !== index),
              'links',
            )
          }
        />
      ))}
      {listErrors && <ErrorBox>{listErrors.join(' ')}</ErrorBox>}
      <FormActions>
        {links.length < MAX_STATEMENT_LINKS && (
          <Button
            variant="secondary"
            onClick={() => form.setValue('links', [...links, ''], 'links')}
          >
            {t('delivery.addLink')}
          </Button>
        )}
        <Button type="submit" disabled={form.submitting}>
          {form.submitting ? t('dispute.adding') : t('dispute.add')}
        </Button>
      </FormActions>
    </Form>
  );
}

/**
 * Both parties may agree to cancel instead of waiting for the admin: asked first, then the
 * agreement is sent; once both have agreed the whole escrow goes back to the brand.
 */
function CancelAgreement({
  dispute,
  viewer,
  otherName,
  amount,
  brandName,
  onConflict,
}: {
  dispute: Dispute;
  viewer: 'brand' | 'influencer';
  otherName: string;
  amount: string;
  brandName: string;
  onConflict: () => void;
}) {
  const { t, language } = useCollaborationTexts();
  const { confirm, dialog } = useConfirm();
  const agree = useAgreeToCancel();
  const [notice, setNotice] = useState<{ tone: 'success' | 'error'; message: string } | null>(null);
  const values = { name: otherName, brand: brandName, amount: formatTaka(amount, { language }) };
  const mine = dispute.cancel_agreed_by.includes(viewer);
  const theirs = dispute.cancel_agreed_by.some((party) => party !== viewer);

  async function onAgree() {
    setNotice(null);
    const yes = await confirm({
      title: t('cancelAgreement.confirmTitle'),
      message: t('cancelAgreement.confirmMessage', values),
      confirmLabel: t('cancelAgreement.agree'),
      danger: true,
    });
    if (!yes) return;
    try {
      const result = await agree.mutateAsync(dispute.id);
      setNotice({
        tone: 'success',
        message: t(
          result.outcome === null ? 'cancelAgreement.asked' : 'cancelAgreement.done',
          values,
        ),
      });
    } catch (error) {
      if (errorStatus(error) === 409) onConflict();
      setNotice({ tone: 'error', message: failureSentence(error, { fallback: t('failed') }) });
    }
  }

  let state = t('cancelAgreement.offer', values);
  if (mine) state = t('cancelAgreement.waiting', values);
  else if (theirs) state = t('cancelAgreement.proposed', values);
  return (
    <div>
      <h3 className={styles.deliveryTitle}>{t('cancelAgreement.title')}</h3>
      {notice && <Banner message={notice.message} tone={notice.tone} />}
      <p>{state}</p>
      {!mine && (
        <Button variant="danger" disabled={agree.isPending} onClick={() => void onAgree()}>
          {t('cancelAgreement.agree')}
        </Button>
      )}
      {dialog}
    </div>
  );
}

/**
 * The dispute (see docs/money.md): both parties' statements, oldest first, the opener's reason
 * first of all; while it is open, each party adds to their case here, and both may agree to
 * cancel.
 */
export function CollaborationDispute({
  collaboration,
  viewer,
  otherName,
  onConflict,
}: {
  collaboration: Collaboration;
  viewer: Viewer;
  /** The other party's username, to say when they have not stated their case. */
  otherName: string;
  onConflict: () => void;
}) {
  const { t } = useCollaborationTexts();
  const { dispute } = collaboration;
  if (dispute === null) return null;
  const otherRole = viewer === 'brand' ? 'influencer' : 'brand';
  const otherStated = dispute.statements.some((statement) => statement.by === otherRole);
  return (
    <Section title={t('dispute.title')}>
      <ol className={styles.deliveries}>
        {dispute.statements.map((statement) => (
          <StatementItem key={statement.id} statement={statement} />
        ))}
      </ol>
      {viewer !== 'admin' && dispute.outcome === null && (
        <>
          {!otherStated && (
            <p className={styles.muted}>{t('dispute.waiting', { name: otherName })}</p>
          )}
          <StatementForm disputeId={dispute.id} onConflict={onConflict} />
          <CancelAgreement
            dispute={dispute}
            viewer={viewer}
            otherName={otherName}
            amount={collaboration.amount}
            brandName={collaboration.brand_name}
            onConflict={onConflict}
          />
        </>
      )}
    </Section>
  );
}

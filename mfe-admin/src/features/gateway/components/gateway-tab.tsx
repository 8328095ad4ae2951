import { useState } from 'react';
import * as z from '@portal/shared/contract/zod';
import {
  useAdminPaymentIntents,
  useConfirmReturn,
  useQueryIntentAgain,
  useReleaseReturn,
  useReturnUnmatched,
} from '@portal/shared/api/checkout';
import {
  PAYMENT_INTENT_STATES,
  paymentIntentStateSchema,
  type AdminPaymentIntent,
  type PaymentIntentState,
} from '@portal/shared/contract/checkout';
import { formatDateTime } from '@portal/shared/dates';
import { useFlashMessage } from '@portal/shared/flash-message';
import { formatTaka } from '@portal/shared/money';
import { PAYMENT_METHOD_LABELS } from '@portal/shared/option-labels';
import { failureSentence, type FailureWording } from '@portal/shared/submit-failure';
import { Banner } from '@portal/shared/ui/banner';
import { Button } from '@portal/shared/ui/button';
import { useConfirm } from '@portal/shared/ui/confirm-dialog';
import { FilterBar } from '@portal/shared/ui/filter-bar';
import { ListTable } from '@portal/shared/ui/list-view';
import { SelectField } from '@portal/shared/ui/select-field';
import { StatusBadge } from '@portal/shared/ui/status-badge';
import { useUrlFilters } from '@portal/shared/url-filters';
import { useNagadAnswerLost } from '../../../components/nagad-answer-lost';
import { useAdminTexts, type AdminTextKey } from '../../../texts';
import styles from './gateway.module.css';
import { ReturnTransferModal } from './return-transfer-modal';
import { UnmatchedReturn } from './unmatched-return';

const gatewayFilterSchema = z.object({ state: z.optional(paymentIntentStateSchema) });

const STATE_NAMES: Record<PaymentIntentState, AdminTextKey> = {
  created: 'gateway.state.created',
  awaiting_approval: 'gateway.state.awaiting_approval',
  executing: 'gateway.state.executing',
  completed: 'gateway.state.completed',
  failed: 'gateway.state.failed',
  cancelled: 'gateway.state.cancelled',
  expired: 'gateway.state.expired',
};

/** The badge's colour word for each state (docs/screens.md's tones). */
const STATE_TONES: Record<PaymentIntentState, string> = {
  created: 'pending',
  awaiting_approval: 'pending',
  executing: 'pending',
  completed: 'confirmed',
  failed: 'rejected',
  cancelled: 'cancelled',
  expired: 'cancelled',
};

/**
 * The Gateway tab (docs/payment-gateways.md): every bKash and Nagad checkout attempt by state, the
 * gateway's last answer about it, and Query again, which asks the gateway and settles the intent
 * as the reconciliation job does. An intent refused after the gateway took the money shows what
 * the gateway received and Return to the brand: through the refund call of the wallet it came
 * through when it can (asked first), else the admin's transfer with its transaction ID; a return
 * through Nagad whose answer was lost is confirmed or released by hand.
 */
export function GatewayTab() {
  const { t, language } = useAdminTexts();
  const [filters, setFilters] = useUrlFilters(gatewayFilterSchema);
  const intents = useAdminPaymentIntents(filters, { refetchOnMount: 'always' });
  const queryAgain = useQueryIntentAgain();
  const flash = useFlashMessage();
  const failure: FailureWording = {
    fallback: t('gateway.queryFailed'),
    because: (reason) => t('gateway.queryFailedBecause', { reason }),
  };
  const returnIt = useReturnUnmatched();
  const [recording, setRecording] = useState<AdminPaymentIntent | null>(null);
  const { confirm, dialog } = useConfirm();
  const nagadLost = useNagadAnswerLost(
    { confirm: useConfirmReturn(), release: useReleaseReturn() },
    flash,
  );
  const returnFailure: FailureWording = {
    fallback: t('gateway.returnFailed'),
    because: (reason) => t('gateway.returnFailedBecause', { reason }),
  };

  /**
   * Return to the brand: through the wallet it came through when its refund call can take it
   * (after a question: the wallet moves the money at once; no question when only asking bKash
   * again), else the transfer's form.
   */
  async function returnToBrand(intent: AdminPaymentIntent) {
    flash.clear();
    const state = intent.unmatched?.return_state;
    if (state !== 'available' && state !== 'sending') {
      setRecording(intent);
      return;
    }
    if (state === 'available') {
      const wallet = PAYMENT_METHOD_LABELS[intent.gateway];
      const confirmed = await confirm({
        title: t('gateway.gatewayConfirmTitle', { wallet }),
        message: t('gateway.gatewayQuestion', {
          wallet,
          amount: formatTaka(intent.unmatched?.amount ?? intent.amount, { language }),
          brand: intent.brand_name,
          transactionId: intent.unmatched?.trx_id ?? '',
        }),
        confirmLabel: t('gateway.gatewayConfirmTitle', { wallet }),
      });
      if (!confirmed) return;
    }
    returnIt.mutate(
      { id: intent.id, through: intent.gateway },
      {
        onSuccess: () => flash.showSuccess(t('gateway.returned')),
        onError: (error) => flash.showFailure(failureSentence(error, returnFailure)),
      },
    );
  }

  /** A write about this intent's money is under way. */
  const returning = (intent: AdminPaymentIntent) =>
    (returnIt.isPending && returnIt.variables.id === intent.id) || nagadLost(intent.id).busy;

  function ask(intent: AdminPaymentIntent) {
    flash.clear();
    queryAgain.mutate(intent.id, {
      onSuccess: (after) =>
        flash.showSuccess(
          t('gateway.queried', {
            id: after.id,
            answer: after.gateway_answer?.outcome ?? t('notAvailable'),
            state: t(STATE_NAMES[after.state]),
          }),
        ),
      onError: (error) => flash.showFailure(failureSentence(error, failure)),
    });
  }

  function answer(intent: AdminPaymentIntent) {
    const given = intent.gateway_answer;
    if (given === null) return t('gateway.noAnswer');
    return (
      <>
        <span className={styles.adminGatewayCode}>
          {t(given.call === 'execute' ? 'gateway.answerExecute' : 'gateway.answerQuery', {
            outcome: given.outcome,
          })}
          {given.status_code !== null && ` (${given.status_code} ${given.status_message ?? ''})`}
        </span>
        <span className={styles.adminGatewayNote}>{formatDateTime(given.at, language)}</span>
      </>
    );
  }

  return (
    <>
      <Banner message={flash.message} tone={flash.tone} />
      <FilterBar label={t('gateway.filter')}>
        <SelectField
          label={t('gateway.stateFilter')}
          options={[
            { value: '', label: t('gateway.allStates') },
            ...PAYMENT_INTENT_STATES.map((state) => ({
              value: state,
              label: t(STATE_NAMES[state]),
            })),
          ]}
          value={filters.state ?? ''}
          onChange={(event) => setFilters({ state: event.target.value })}
        />
      </FilterBar>
      <ListTable
        list={intents}
        loading={t('gateway.loading')}
        loadFailed={t('gateway.loadFailed')}
        empty={t(filters.state ? 'gateway.noneInState' : 'gateway.none')}
        caption={t('gateway.caption')}
        rowKey={(intent) => intent.id}
        columns={[
          {
            header: t('gateway.column.intent'),
            cell: (intent) => (
              <>
                <span className={styles.adminGatewayCode}>{intent.reference}</span>
                <span className={styles.adminGatewayNote}>
                  {t('gateway.brand', { brand: intent.brand_name })}
                </span>
              </>
            ),
          },
          {
            header: t('gateway.column.wallet'),
            cell: (intent) => PAYMENT_METHOD_LABELS[intent.gateway],
          },
          {
            header: t('column.amount'),
            cell: (intent) => (
              <>
                {formatTaka(intent.amount, { language })}
                {intent.unmatched && (
                  <span className={styles.adminGatewayNote}>
                    {t('gateway.received', {
                      amount: formatTaka(intent.unmatched.amount, { language }),
                    })}
                  </span>
                )}
              </>
            ),
          },
          {
            header: t('column.status'),
            cell: (intent) => (
              <StatusBadge
                status={STATE_TONES[intent.state]}
                label={t(STATE_NAMES[intent.state])}
              />
            ),
          },
          {
            header: t('gateway.column.transaction'),
            cell: (intent) => (
              <span className={styles.adminGatewayCode}>{intent.trx_id ?? t('notAvailable')}</span>
            ),
          },
          { header: t('gateway.column.answer'), cell: answer },
          {
            header: t('column.created'),
            cell: (intent) => formatDateTime(intent.created_at, language),
          },
          {
            header: t('gateway.column.action'),
            cell: (intent) => (
              <>
                <Button
                  small
                  disabled={queryAgain.isPending}
                  aria-label={t('gateway.queryAgainOf', { reference: intent.reference })}
                  onClick={() => ask(intent)}
                >
                  {t('gateway.queryAgain')}
                </Button>
                {intent.unmatched && (
                  <UnmatchedReturn
                    intent={intent}
                    unmatched={intent.unmatched}
                    busy={returning(intent)}
                    onReturn={() => void returnToBrand(intent)}
                    nagadLost={nagadLost(intent.id)}
                  />
                )}
              </>
            ),
          },
        ]}
      />
      {recording?.unmatched && (
        <ReturnTransferModal
          intent={recording}
          unmatched={recording.unmatched}
          onClose={() => setRecording(null)}
          onReturned={() => {
            setRecording(null);
            flash.showSuccess(t('gateway.returned'));
          }}
        />
      )}
      {dialog}
    </>
  );
}

import type { Collaboration } from '@portal/shared/contract/collaborations';
import { moneyInputSchema } from '@portal/shared/contract/common';
import { feeOnPart, fromPaisa, toPaisa } from '@portal/shared/money';

/** What a decision gives each side, in paisa (see docs/money.md). */
export interface SplitAmounts {
  /** The influencer's part before the fee. */
  influencerPart: bigint;
  /** What goes back to the brand, whole. */
  brandPart: bigint;
  /** The platform's fee, taken from the influencer's part only. */
  fee: bigint;
  /** What the influencer receives: their part less the fee. */
  net: bigint;
}

/** The money in escrow of the collaboration, in paisa: the agreed amount. */
export function escrowPaisa(collaboration: Pick<Collaboration, 'amount'>): bigint {
  return toPaisa(collaboration.amount);
}

/**
 * The sides' shares when `influencerPart` paisa go to the influencer: the fee on that part as the
 * server takes it (`feeOnPart`: the collaboration's fee in proportion, half up to the paisa).
 */
export function splitAmounts(
  collaboration: Pick<Collaboration, 'amount' | 'platform_fee'>,
  influencerPart: bigint,
): SplitAmounts {
  const escrow = escrowPaisa(collaboration);
  const fee = toPaisa(
    feeOnPart(fromPaisa(influencerPart), collaboration.amount, collaboration.platform_fee),
  );
  return { influencerPart, brandPart: escrow - influencerPart, fee, net: influencerPart - fee };
}

/** The influencer's part typed in the form, in paisa, or null while it is not an amount. */
export function typedPaisa(text: string): bigint | null {
  const parsed = moneyInputSchema.safeParse(text);
  return parsed.success ? toPaisa(parsed.data) : null;
}

/** Whether a split leaves each side at least 0.01: between 0.01 and the escrow less 0.01. */
export function isSplittable(collaboration: Pick<Collaboration, 'amount'>, paisa: bigint): boolean {
  return paisa >= 1n && paisa <= escrowPaisa(collaboration) - 1n;
}

import type { ApplicationOrigin } from '@portal/shared/contract/applications';
import type { Category } from '@portal/shared/contract/common';
import type { Deliverable } from '@portal/shared/contract/deliverables';
import type { Transaction } from '../db/client';
import { insertApplication } from '../db/queries/applications';
import { insertCampaign } from '../db/queries/campaigns';

/**
 * What a collaboration begun outside a public campaign is about, copied when it begins (a private
 * brief's offer, a package's order; see docs/collaboration.md and docs/packages.md).
 */
export interface PrivateBrief {
  title: string;
  description: string;
  budget: string;
  category: Category;
  deadline: string | null;
  deliverables: Deliverable[];
}

/** The brand's new private campaign for a brief: never listed, never open to applications. */
export async function insertPrivateCampaign(
  tx: Transaction,
  brandId: number,
  brief: PrivateBrief,
): Promise<number> {
  const campaign = await insertCampaign(tx, { brandId, ...brief, isPrivate: true });
  return campaign.id;
}

export interface AcceptedCollaboration {
  campaignId: number;
  brandId: number;
  influencerId: number;
  proposal: string;
  fee: string;
  origin: ApplicationOrigin;
  at: Date;
}

/**
 * The collaboration an offer accepted or a package ordered begins: an accepted application of its
 * origin awaiting payment, exactly like an accepted application (see docs/collaboration.md).
 * Answers its id.
 */
export async function beginCollaboration(
  tx: Transaction,
  collaboration: AcceptedCollaboration,
): Promise<number> {
  const application = await insertApplication(tx, {
    campaignId: collaboration.campaignId,
    brandId: collaboration.brandId,
    influencerId: collaboration.influencerId,
    proposal: collaboration.proposal,
    expectedFee: collaboration.fee,
    status: 'accepted',
    origin: collaboration.origin,
    decidedAt: collaboration.at,
  });
  return application.id;
}

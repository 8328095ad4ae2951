import {
  offerSchema,
  type OfferableCampaign,
  type CreateOfferRequest,
  type DecideOfferRequest,
  type Offer,
} from '../contract/offers';
import { keysetListOptions, useKeysetList } from '../data/keyset-pages';
import { useApiMutation } from '../data/mutations';
import { queryKeys } from '../data/query-keys';
import { sendParsed } from '../data/request';
import { useCampaigns } from './campaigns';
import { usePlatformConfig } from './platform-config';

/** The offers' queries: a brand's sent or an influencer's received, newest first. */
export const offerQueries = {
  list: () => keysetListOptions(queryKeys.offers.list({}), '/offers/', offerSchema),
};

/** The signed-in brand's sent offers, or the signed-in influencer's received ones. */
export function useOffers() {
  return useKeysetList(offerQueries.list());
}

/**
 * What a brand's Send offer needs (see docs/collaboration.md): its active campaigns (the first
 * page of its own), the platform's fee percent, and the sending.
 */
export function useOfferSending() {
  const campaigns = useCampaigns();
  const config = usePlatformConfig();
  const send = useSendOffer();
  const offerable: OfferableCampaign[] = campaigns.items
    .filter((campaign) => campaign.is_active)
    .map(({ id, title }) => ({ id, title }));
  return {
    campaigns: offerable,
    feePercent: config.data?.platform_fee_percent,
    send: send.mutateAsync,
  };
}

/** A brand sends an offer (see docs/collaboration.md). */
export function useSendOffer() {
  return useApiMutation({
    mutationFn: (input: CreateOfferRequest) => sendParsed('post', '/offers/', input, offerSchema),
    invalidates: [queryKeys.offers.all],
  });
}

/** The influencer accepts (a collaboration awaiting payment begins) or declines an offer. */
export function useAnswerOffer() {
  return useApiMutation({
    mutationFn: ({ id, ...answer }: DecideOfferRequest & Pick<Offer, 'id'>) =>
      sendParsed('put', `/offers/${id}/`, answer, offerSchema),
    invalidates: [
      queryKeys.offers.all,
      queryKeys.applications.all,
      queryKeys.collaborations.all,
      queryKeys.dashboards.all,
    ],
  });
}

/** The brand takes back a pending offer. */
export function useWithdrawOffer() {
  return useApiMutation({
    mutationFn: ({ id }: Pick<Offer, 'id'>) =>
      sendParsed('delete', `/offers/${id}/`, undefined, offerSchema),
    invalidates: [queryKeys.offers.all],
  });
}

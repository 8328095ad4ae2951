import { OffersScreen } from '../features/offers/components/offers-screen';

/** /offers, for brands and influencers: the offers sent or received. */
export default OffersScreen;

import { isWebAddress } from '../contract/collaborations';

/**
 * An address someone gave as evidence (a delivery's link, a dispute statement's link): a link that
 * opens in a new tab when it is a whole http or https address, else its text, never a link.
 */
export function WebAddress({ address }: { address: string }) {
  return isWebAddress(address) ? (
    <a href={address} target="_blank" rel="noopener noreferrer">
      {address}
    </a>
  ) : (
    <span>{address}</span>
  );
}

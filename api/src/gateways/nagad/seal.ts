import {
  constants,
  createPrivateKey,
  createPublicKey,
  privateDecrypt,
  publicEncrypt,
  sign,
  verify,
  type KeyObject,
} from 'node:crypto';

/**
 * Nagad's sealing of `sensitiveData` (docs/payment-gateways.md): the JSON encrypted with the
 * receiver's RSA public key (PKCS#1 v1.5, base64) and signed with the sender's private key
 * (SHA256withRSA, base64) over the same JSON.
 */
export interface Sealed {
  sensitiveData: string;
  signature: string;
}

/** A key as Nagad hands it out (the base64 body alone) or as PEM. */
function pem(key: string, kind: 'PUBLIC KEY' | 'PRIVATE KEY'): string {
  const trimmed = key.trim();
  if (trimmed.startsWith('-----BEGIN')) return trimmed;
  const body = trimmed.replace(/\s+/g, '').replace(/(.{64})/g, '$1\n');
  return `-----BEGIN ${kind}-----\n${body}\n-----END ${kind}-----`;
}

/** Nagad's (or the merchant's) RSA public key; throws when it is not one. */
export function publicKeyFrom(key: string): KeyObject {
  const parsed = createPublicKey(pem(key, 'PUBLIC KEY'));
  if (parsed.asymmetricKeyType !== 'rsa') throw new TypeError('not an RSA key');
  return parsed;
}

/** The merchant's (or Nagad's) RSA private key; throws when it is not one. */
export function privateKeyFrom(key: string): KeyObject {
  const parsed = createPrivateKey(pem(key, 'PRIVATE KEY'));
  if (parsed.asymmetricKeyType !== 'rsa') throw new TypeError('not an RSA key');
  return parsed;
}

export function seal(data: object, receiver: KeyObject, sender: KeyObject): Sealed {
  const json = Buffer.from(JSON.stringify(data), 'utf8');
  return {
    sensitiveData: publicEncrypt(
      { key: receiver, padding: constants.RSA_PKCS1_PADDING },
      json,
    ).toString('base64'),
    signature: sign('sha256', json, sender).toString('base64'),
  };
}

/**
 * The JSON sealed for `receiver` by `sender`, or undefined when it does not decrypt or its
 * signature is not the sender's. PKCS#1 v1.5 is unpadded here (Node refuses it for private
 * decryption): what is decrypted only ever comes from the other party's answer over TLS, never
 * from a caller who could probe it.
 */
export function unseal(sealed: Sealed, receiver: KeyObject, sender: KeyObject): unknown {
  try {
    const block = privateDecrypt(
      { key: receiver, padding: constants.RSA_NO_PADDING },
      Buffer.from(sealed.sensitiveData, 'base64'),
    );
    const end = block.indexOf(0, 2);
    if (block[0] !== 0 || block[1] !== 2 || end < 10) return undefined;
    const json = block.subarray(end + 1);
    if (!verify('sha256', json, sender, Buffer.from(sealed.signature, 'base64'))) return undefined;
    return JSON.parse(json.toString('utf8')) as unknown;
  } catch {
    return undefined;
  }
}

import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

/** scrypt's cost: N (work and memory), r (block size), p (parallelism). */
export interface ScryptCost {
  N: number;
  r: number;
  p: number;
}

/** N=2^15, r=8, p=1 (memory-hard, ~32 MiB per hash); no native addon needed. */
export const PASSWORD_COST: ScryptCost = { N: 2 ** 15, r: 8, p: 1 };
const KEY_LENGTH = 64;
const SALT_LENGTH = 16;

function derive(password: string, salt: Buffer, params: ScryptCost) {
  const options: ScryptOptions = { ...params, maxmem: 256 * params.N * params.r };
  return new Promise<Buffer>((resolve, reject) => {
    scrypt(password.normalize('NFKC'), salt, KEY_LENGTH, options, (error, key) =>
      error === null ? resolve(key) : reject(error),
    );
  });
}

/** `scrypt$N$r$p$<salt base64url>$<key base64url>`: the parameters travel with the hash. */
export async function hashPassword(
  password: string,
  cost: ScryptCost = PASSWORD_COST,
): Promise<string> {
  const salt = randomBytes(SALT_LENGTH);
  const key = await derive(password, salt, cost);
  return [
    'scrypt',
    cost.N,
    cost.r,
    cost.p,
    salt.toString('base64url'),
    key.toString('base64url'),
  ].join('$');
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, key] = stored.split('$');
  if (scheme !== 'scrypt' || salt === undefined || key === undefined) return false;
  const expected = Buffer.from(key, 'base64url');
  const actual = await derive(password, Buffer.from(salt, 'base64url'), {
    N: Number(n),
    r: Number(r),
    p: Number(p),
  });
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

const dummyHashes = new Map<string, Promise<string>>();

/**
 * Spends the time of a real check of a password hashed at `cost`, so an unknown email answers as
 * slowly as a wrong password.
 */
export async function verifyAgainstDummy(
  password: string,
  cost: ScryptCost = PASSWORD_COST,
): Promise<void> {
  const key = `${cost.N}$${cost.r}$${cost.p}`;
  let dummyHash = dummyHashes.get(key);
  if (dummyHash === undefined) {
    dummyHash = hashPassword(randomBytes(16).toString('hex'), cost);
    dummyHashes.set(key, dummyHash);
  }
  await verifyPassword(password, await dummyHash);
}

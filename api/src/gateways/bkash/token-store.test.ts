import { randomBytes } from 'node:crypto';
import { createClient } from 'redis';
import { Secret } from '../../config';
import { closeRedis, type RedisClient } from '../../redis/connection';
import {
  SIMULATOR_BKASH_CREDENTIALS,
  startGatewaySimulator,
  type GatewaySimulator,
} from '../simulator';
import { BkashClient } from './client';
import { redisTokenStore } from './token-store';

/**
 * bKash's token shared by the instances through Redis (docs/payment-gateways.md). Needs a Redis
 * server: runs only when REDIS_URL is set (CI sets redis://127.0.0.1:6379).
 */
const redisUrl = process.env.REDIS_URL === '' ? undefined : process.env.REDIS_URL;
const describeWithRedis = redisUrl === undefined ? describe.skip : describe;

describeWithRedis("bKash's token shared through Redis (REDIS_URL)", () => {
  let simulator: GatewaySimulator;
  const connections: RedisClient[] = [];
  /** A merchant account of its own per test, so its token key is new in Redis. */
  let appKey: string;

  beforeAll(async () => {
    simulator = await startGatewaySimulator();
  });
  afterAll(async () => {
    await Promise.all(connections.map((connection) => closeRedis(connection)));
    await simulator.stop();
  });
  beforeEach(async () => {
    await simulator.stop();
    appKey = `test-${randomBytes(6).toString('hex')}`;
    simulator = await startGatewaySimulator({
      bkashCredentials: { ...SIMULATOR_BKASH_CREDENTIALS, appKey },
    });
  });

  async function connected(): Promise<RedisClient> {
    const connection: RedisClient = createClient({ url: redisUrl });
    await connection.connect();
    connections.push(connection);
    return connection;
  }

  /** An instance: its own Redis connection and its own client. */
  async function instance(): Promise<BkashClient> {
    const connection = await connected();
    return new BkashClient({
      settings: {
        baseUrl: simulator.bkashBaseUrl,
        appKey,
        appSecret: new Secret(SIMULATOR_BKASH_CREDENTIALS.appSecret),
        username: SIMULATOR_BKASH_CREDENTIALS.username,
        password: new Secret(SIMULATOR_BKASH_CREDENTIALS.password),
      },
      tokenStore: redisTokenStore(connection, appKey),
    });
  }

  const query = (client: BkashClient) => client.queryPayment('TR0011UNKNOWN');

  it('three instances, many calls at once: one grant, every call with that token', async () => {
    const clients = [await instance(), await instance(), await instance()];
    const answers = await Promise.all(clients.flatMap((client) => [query(client), query(client)]));
    // Each call reached bKash with a valid token: the payment is unknown (2002), not a 401.
    expect(answers.map((answer) => !answer.ok && answer.failure.kind)).toEqual(
      Array(6).fill('refused'),
    );
    expect(simulator.counts().grant).toBe(1);
    expect(simulator.counts().refresh).toBe(0);
  });

  it('a new instance reads the shared token instead of granting', async () => {
    await query(await instance());
    await query(await instance());
    expect(simulator.counts().grant).toBe(1);
  });

  it('a token bKash refuses is renewed once for every instance', async () => {
    const [a, b] = [await instance(), await instance()];
    await Promise.all([query(a), query(b)]);
    simulator.expireTokens();
    const answers = await Promise.all([query(a), query(b), query(a), query(b)]);
    expect(answers.every((answer) => !answer.ok && answer.failure.kind === 'refused')).toBe(true);
    expect(simulator.counts().grant + simulator.counts().refresh).toBe(2);
  });

  it('the lock is held by one instance at a time and released by its holder only', async () => {
    const store = redisTokenStore(await connected(), appKey);
    const release = await store.lock(5000);
    expect(release).toBeDefined();
    expect(await store.lock(5000)).toBeUndefined();
    await release?.();
    const again = await store.lock(5000);
    expect(again).toBeDefined();
    await release?.();
    expect(await store.lock(5000)).toBeUndefined();
    await again?.();
  });
});

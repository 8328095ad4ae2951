import { sql } from 'drizzle-orm';
import { databaseBefore } from '../test/database-before';
import type { DatabaseHandle } from './client';
import { applyMigrations } from './migrate';
import { recountReputation } from './queries/reputation';

const REVIEWS_MIGRATION = '0013_reviews';

/**
 * The upgrade to reviews on a database in use: every profile starts with no rating, and the
 * collaborations that already ended released or split count as completed for both parties.
 */
describe(`migration ${REVIEWS_MIGRATION} on a database in use`, () => {
  let handle: DatabaseHandle;
  const users: Record<string, number> = {};

  async function returningId(query: ReturnType<typeof sql>): Promise<number> {
    const { rows } = await handle.db.execute<{ id: number }>(query);
    const id = rows[0]?.id;
    if (id === undefined) throw new Error('insert returned no id');
    return Number(id);
  }

  async function user(name: string, role: 'brand' | 'influencer'): Promise<number> {
    users[name] = await returningId(sql`
      insert into users (username, email, password_hash, role)
      values (${name}, ${`${name}@example.com`}, 'x', ${role}) returning id`);
    await handle.db.execute(sql`insert into profiles (user_id) values (${users[name]})`);
    return users[name];
  }

  /** A funded collaboration of `brand` and `influencer` in `status`. */
  async function collaboration(
    brand: number,
    influencer: number,
    status: 'in_escrow' | 'released' | 'refunded' | 'split',
    closedBy: 'approved' | 'dispute' | 'withdrawn' | null,
  ): Promise<void> {
    const campaign = await returningId(sql`
      insert into campaigns (brand_id, title, description, budget, category)
      values (${brand}, 'Before reviews', 'Made before migration 0013.', '1000.00', 'food')
      returning id`);
    const application = await returningId(sql`
      insert into applications (campaign_id, influencer_id, brand_id, proposal, status)
      values (${campaign}, ${influencer}, ${brand}, 'Hello.', 'accepted') returning id`);
    const payment = await returningId(sql`
      insert into payments (application_id, brand_id, influencer_id, amount, payment_method,
        transaction_id, status, decided_at)
      values (${application}, ${brand}, ${influencer}, '1000.00', 'bkash',
        ${`TXREVIEW${application}`}, 'confirmed', now())
      returning id`);
    await handle.db.execute(sql`
      insert into collaborations (application_id, brand_id, influencer_id, payment_id, amount,
        platform_fee, status, funded_at, closed_at, closed_by)
      values (${application}, ${brand}, ${influencer}, ${payment}, '1000.00', '0.00', ${status},
        now(), ${closedBy === null ? null : sql`now()`}, ${closedBy})`);
  }

  beforeAll(async () => {
    handle = await databaseBefore(REVIEWS_MIGRATION);
    const brand = await user('aarong_style', 'brand');
    const otherBrand = await user('bata_bd', 'brand');
    const nusrat = await user('nusrat_styles', 'influencer');
    const rafi = await user('rafi_eats', 'influencer');
    await user('new_influencer', 'influencer');
    await collaboration(brand, nusrat, 'released', 'approved');
    await collaboration(brand, nusrat, 'split', 'dispute');
    await collaboration(brand, rafi, 'refunded', 'dispute');
    await collaboration(otherBrand, rafi, 'refunded', 'withdrawn');
    await collaboration(otherBrand, rafi, 'in_escrow', null);
    await collaboration(otherBrand, rafi, 'released', 'approved');
    await applyMigrations(handle.db);
  });
  afterAll(() => handle.close());

  it('counts the collaborations that ended released or split, and no rating yet', async () => {
    const { rows } = await handle.db.execute<{
      username: string;
      rating_sum: number;
      rating_count: number;
      rating_average: string;
      completed_collaborations: number;
    }>(sql`
      select u.username, p.rating_sum, p.rating_count, p.rating_average::text as rating_average,
        p.completed_collaborations
      from profiles p join users u on u.id = p.user_id order by u.id`);
    const reputation = (completed: number) => ({
      rating_sum: 0,
      rating_count: 0,
      rating_average: '0.000',
      completed_collaborations: completed,
    });
    expect(rows).toEqual([
      { username: 'aarong_style', ...reputation(2) },
      { username: 'bata_bd', ...reputation(1) },
      { username: 'nusrat_styles', ...reputation(2) },
      { username: 'rafi_eats', ...reputation(1) },
      { username: 'new_influencer', ...reputation(0) },
    ]);
    expect(await recountReputation(handle.db)).toBe(0);
  });

  it('keeps reviews to 1-5 stars and one per party, and recounts a corrupted profile', async () => {
    const { rows } = await handle.db.execute<{ application_id: number }>(
      sql`select application_id from collaborations where status = 'released' limit 1`,
    );
    const applicationId = rows[0]?.application_id ?? 0;
    const review = (rating: number) => sql`
      insert into reviews (application_id, reviewer_id, reviewee_id, rating, text, publish_at)
      values (${applicationId}, ${users.aarong_style}, ${users.nusrat_styles}, ${rating}, 'Good.',
        now())`;
    await expect(handle.db.execute(review(6))).rejects.toMatchObject({
      cause: { constraint: 'reviews_rating_check' },
    });
    await handle.db.execute(review(5));
    await expect(handle.db.execute(review(4))).rejects.toMatchObject({
      cause: { constraint: 'reviews_application_reviewer_key' },
    });

    await handle.db.execute(
      sql`update profiles set completed_collaborations = 7 where user_id = ${users.bata_bd}`,
    );
    expect(await recountReputation(handle.db)).toBe(1);
    const { rows: kept } = await handle.db.execute<{ completed_collaborations: number }>(
      sql`select completed_collaborations from profiles where user_id = ${users.bata_bd}`,
    );
    expect(kept).toEqual([{ completed_collaborations: 1 }]);
  });
});

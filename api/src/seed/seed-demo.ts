import { and, eq, inArray, sql } from 'drizzle-orm';
import { hashPassword } from '../auth/passwords';
import type { Database } from '../db/client';
import { applications, campaigns, profiles, users } from '../db/schema';
import { DEMO_APPLICATIONS, DEMO_CAMPAIGNS, DEMO_PASSWORD, DEMO_USERS } from './demo-data';

export interface DemoLogin {
  email: string;
  role: string;
}

function dateInDays(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}

function required<T>(value: T | undefined, what: string): T {
  if (value === undefined) throw new Error(`demo data refers to a missing ${what}`);
  return value;
}

/** The demo accounts this database still has (active ones), to print at every start. */
export async function existingDemoLogins(db: Database): Promise<DemoLogin[]> {
  const rows = await db
    .select({ email: users.email, role: users.role })
    .from(users)
    .where(
      and(
        inArray(
          users.email,
          DEMO_USERS.map(({ email }) => email),
        ),
        eq(users.isActive, true),
      ),
    )
    .orderBy(users.id);
  return rows;
}

/**
 * Fills an empty database with demo brands, influencers, campaigns and applications, in one
 * transaction. Does nothing when the database already has users.
 */
export async function seedDemoData(db: Database): Promise<void> {
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  await db.transaction(async (tx) => {
    const [existing] = await tx.select({ count: sql<number>`count(*)::int` }).from(users);
    if ((existing?.count ?? 0) > 0) return;

    const userIds = new Map<string, number>();
    for (const demo of DEMO_USERS) {
      const [row] = await tx
        .insert(users)
        .values({ username: demo.username, email: demo.email, role: demo.role, passwordHash })
        .returning({ id: users.id });
      const id = required(row, 'user').id;
      userIds.set(demo.username, id);
      await tx.insert(profiles).values({
        userId: id,
        bio: demo.bio,
        category: demo.category ?? null,
        industry: demo.industry ?? null,
        website: demo.website ?? null,
        followersCount: demo.followersCount ?? 0,
        socialLinks: demo.socialLinks ?? {},
      });
    }

    const campaignIds = new Map<string, { id: number; brandId: number }>();
    for (const demo of DEMO_CAMPAIGNS) {
      const brandId = required(userIds.get(demo.brand), 'brand');
      const [row] = await tx
        .insert(campaigns)
        .values({
          brandId,
          title: demo.title,
          description: demo.description,
          budget: demo.budget,
          category: demo.category,
          deadline: demo.deadlineInDays === undefined ? null : dateInDays(demo.deadlineInDays),
        })
        .returning({ id: campaigns.id });
      campaignIds.set(demo.title, { id: required(row, 'campaign').id, brandId });
    }

    for (const demo of DEMO_APPLICATIONS) {
      const campaign = required(campaignIds.get(demo.campaign), 'campaign');
      await tx.insert(applications).values({
        campaignId: campaign.id,
        brandId: campaign.brandId,
        influencerId: required(userIds.get(demo.influencer), 'influencer'),
        proposal: demo.proposal,
        expectedFee: demo.expectedFee ?? null,
        status: demo.status,
        decidedAt: demo.status === 'pending' ? null : new Date(),
      });
    }
  });
}

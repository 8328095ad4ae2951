import { and, eq, inArray, sql } from 'drizzle-orm';
import type { CurrentUser } from '../auth/authenticate';
import { hashPassword } from '../auth/passwords';
import { systemClock, type Clock } from '../clock';
import type { Database } from '../db/client';
import { applications, campaigns, packages, profiles, users } from '../db/schema';
import {
  DEMO_APPLICATIONS,
  DEMO_CAMPAIGNS,
  DEMO_PACKAGES,
  DEMO_PASSWORD,
  DEMO_USERS,
} from './demo-data';
import {
  seedCollaborations,
  type DemoSeedSettings,
  type SeededApplication,
} from './seed-collaborations';

export interface DemoLogin {
  email: string;
  role: string;
}

const DAY_MS = 86_400_000;

/** The demo accounts joined this long before the seed, the campaigns were posted a bit later. */
const USERS_JOINED_DAYS_AGO = 40;
const CAMPAIGNS_POSTED_DAYS_AGO = 35;

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
 * Fills an empty database with demo brands, influencers (two with packages), campaigns and
 * applications, and replays the demo's collaborations through the real services
 * (seed-collaborations.ts) with `settings` (the server's configuration), all in one transaction:
 * a failure leaves nothing behind. Does nothing when the database already has users.
 */
export async function seedDemoData(
  db: Database,
  settings: DemoSeedSettings,
  clock: Clock = systemClock,
): Promise<void> {
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const now = clock().getTime();
  const daysAgo = (days: number) => new Date(now - days * DAY_MS);
  const dateInDays = (days: number) => daysAgo(-days).toISOString().slice(0, 10);
  await db.transaction(async (tx) => {
    const [existing] = await tx.select({ count: sql<number>`count(*)::int` }).from(users);
    if ((existing?.count ?? 0) > 0) return;

    const userIds = new Map<string, number>();
    const seededUsers = new Map<string, CurrentUser>();
    for (const demo of DEMO_USERS) {
      const [row] = await tx
        .insert(users)
        .values({
          username: demo.username,
          email: demo.email,
          role: demo.role,
          passwordHash,
          createdAt: daysAgo(USERS_JOINED_DAYS_AGO),
          // Demo accounts count as verified (see docs/accounts.md): they pay and withdraw at once.
          emailVerifiedAt: daysAgo(USERS_JOINED_DAYS_AGO),
        })
        .returning({ id: users.id, language: users.language });
      const { id, language } = required(row, 'user');
      userIds.set(demo.username, id);
      seededUsers.set(demo.username, {
        id,
        role: demo.role,
        username: demo.username,
        language,
        sessionId: null,
        emailVerified: true,
      });
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

    for (const { influencer, ...demo } of DEMO_PACKAGES) {
      await tx.insert(packages).values({
        ...demo,
        influencerId: required(userIds.get(influencer), 'influencer'),
        createdAt: daysAgo(CAMPAIGNS_POSTED_DAYS_AGO),
        updatedAt: daysAgo(CAMPAIGNS_POSTED_DAYS_AGO),
      });
    }

    const campaignIds = new Map<
      string,
      { id: number; brandId: number; brand: string; budget: string }
    >();
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
          createdAt: daysAgo(CAMPAIGNS_POSTED_DAYS_AGO),
        })
        .returning({ id: campaigns.id });
      campaignIds.set(demo.title, {
        id: required(row, 'campaign').id,
        brandId,
        brand: demo.brand,
        budget: demo.budget,
      });
    }

    const applicationIds = new Map<string, SeededApplication>();
    const key = (influencer: string, campaign: string) => `${influencer}\n${campaign}`;
    for (const demo of DEMO_APPLICATIONS) {
      const campaign = required(campaignIds.get(demo.campaign), 'campaign');
      const appliedDaysAgo = demo.appliedDaysAgo ?? 0;
      const decidedDaysAgo = demo.appliedDaysAgo === undefined ? 0 : appliedDaysAgo - 1;
      const [row] = await tx
        .insert(applications)
        .values({
          campaignId: campaign.id,
          brandId: campaign.brandId,
          influencerId: required(userIds.get(demo.influencer), 'influencer'),
          proposal: demo.proposal,
          expectedFee: demo.expectedFee ?? null,
          status: demo.status,
          appliedAt: daysAgo(appliedDaysAgo),
          decidedAt: demo.status === 'pending' ? null : daysAgo(decidedDaysAgo),
        })
        .returning({ id: applications.id });
      applicationIds.set(key(demo.influencer, demo.campaign), {
        id: required(row, 'application').id,
        brand: campaign.brand,
        amount: demo.expectedFee ?? campaign.budget,
      });
    }

    await seedCollaborations(
      tx,
      {
        users: seededUsers,
        application: (influencer, campaign) =>
          required(applicationIds.get(key(influencer, campaign)), 'application'),
      },
      settings,
      clock,
    );
  });
}

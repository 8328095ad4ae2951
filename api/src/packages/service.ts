import {
  PACKAGES_MAX,
  TOO_MANY_PACKAGES,
  packageOrderSchema,
  type NewPackage,
  type Package,
  type PackageOrder,
  type PackageOrderRequestBody,
} from '@portal/shared/contract/packages';
import { todayInDhaka } from '@portal/shared/dates';
import { afterFee, feeAtPercent } from '@portal/shared/money';
import type { CurrentUser } from '../auth/authenticate';
import type { Clock } from '../clock';
import { beginCollaboration, insertPrivateCampaign } from '../collaborations/begin';
import type { AppConfig } from '../config';
import type { Database, Transaction } from '../db/client';
import {
  deletePackage,
  insertPackage,
  listPackagesOfUsername,
  lockPackage,
  lockPackageCount,
  updatePackage,
  type PackageRow,
} from '../db/queries/packages';
import { conflict, notFound } from '../http/errors';
import { answerOnce, type Answer } from '../idempotency/answer-once';
import type { IdempotentRequest } from '../idempotency/request-key';
import { collaborationLink, notify } from '../notifications/notify';
import { PROFILE_NOT_FOUND } from '../profiles/service';
import type { TransactionWithEvents } from '../realtime/after-commit';

export const PACKAGE_NOT_FOUND = 'Package not found.';
export const INFLUENCER_NOT_HIREABLE = 'This influencer is not taking orders now.';
export const PACKAGE_CHANGED =
  'This package changed after you opened it. Look at its price and deliverables again.';

const DAY_MS = 24 * 60 * 60 * 1000;

export interface PackageService {
  /** The active influencer's packages, oldest first (404 for no such influencer). */
  listOf(username: string): Promise<Package[]>;
  add(influencer: CurrentUser, input: NewPackage): Promise<Package>;
  /** Rewrites the influencer's own package; collaborations made from it keep their copy. */
  edit(influencer: CurrentUser, id: number, input: NewPackage): Promise<Package>;
  remove(influencer: CurrentUser, id: number): Promise<void>;
  /**
   * A brand buys the package: a collaboration awaiting payment at its price (see docs/packages.md);
   * with an Idempotency-Key, once per key: the same request again answers the first order.
   */
  order(
    brand: CurrentUser,
    id: number,
    input: PackageOrderRequestBody,
    idempotency?: IdempotentRequest,
  ): Promise<Answer<PackageOrder>>;
}

function toPackage(row: PackageRow, feePercent: number): Package {
  const fee = feeAtPercent(row.price, feePercent);
  return {
    id: row.id,
    influencer: row.influencerId,
    title: row.title,
    platform: row.platform,
    deliverables: row.deliverables,
    price: row.price,
    platform_fee: fee,
    influencer_receives: afterFee(row.price, fee),
    delivery_days: row.deliveryDays,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

/** Packages and their orders (see docs/packages.md). */
export function createPackageService(
  db: Database,
  config: Pick<AppConfig, 'platformFeePercent' | 'idempotencyKeyHours'>,
  transaction: TransactionWithEvents,
  clock: Clock,
): PackageService {
  const view = (row: PackageRow) => toPackage(row, config.platformFeePercent);
  const ordered = { status: 201, schema: packageOrderSchema, ttlHours: config.idempotencyKeyHours };

  const fields = (input: NewPackage) => ({
    title: input.title,
    platform: input.platform,
    deliverables: input.deliverables,
    price: input.price,
    deliveryDays: input.delivery_days,
  });

  /** The influencer's own package, locked (404 for anyone else's, as for every other object). */
  async function lockOwn(tx: Transaction, influencer: CurrentUser, id: number) {
    const row = await lockPackage(tx, id);
    if (row === undefined || row.influencerId !== influencer.id) throw notFound(PACKAGE_NOT_FOUND);
    return row;
  }

  return {
    async listOf(username) {
      const rows = await listPackagesOfUsername(db, username);
      if (rows === undefined) throw notFound(PROFILE_NOT_FOUND);
      return rows.map(view);
    },

    add: (influencer, input) =>
      transaction(async (tx) => {
        if ((await lockPackageCount(tx, influencer.id)) >= PACKAGES_MAX) {
          throw conflict(TOO_MANY_PACKAGES);
        }
        return view(await insertPackage(tx, { influencerId: influencer.id, ...fields(input) }));
      }),

    edit: (influencer, id, input) =>
      transaction(async (tx) => {
        await lockOwn(tx, influencer, id);
        return view(await updatePackage(tx, id, { ...fields(input), updatedAt: clock() }));
      }),

    remove: (influencer, id) =>
      transaction(async (tx) => {
        await lockOwn(tx, influencer, id);
        await deletePackage(tx, id);
      }),

    order: (brand, id, input, idempotency) =>
      transaction((tx, events) =>
        answerOnce(tx, idempotency, ordered, async () => {
          const pack = await lockPackage(tx, id);
          if (pack === undefined) throw notFound(PACKAGE_NOT_FOUND);
          if (!pack.influencerIsActive) throw conflict(INFLUENCER_NOT_HIREABLE);
          if (input.price !== pack.price) {
            throw conflict(PACKAGE_CHANGED);
          }
          const now = clock();
          const campaignId = await insertPrivateCampaign(tx, brand.id, {
            title: pack.title,
            description: pack.title,
            budget: pack.price,
            category: 'other',
            deadline: todayInDhaka(new Date(now.getTime() + pack.deliveryDays * DAY_MS)),
            deliverables: pack.deliverables,
          });
          const applicationId = await beginCollaboration(tx, {
            campaignId,
            brandId: brand.id,
            influencerId: pack.influencerId,
            proposal: pack.title,
            fee: pack.price,
            origin: 'package',
            at: now,
          });
          await notify(tx, events, {
            userId: pack.influencerId,
            kind: 'package_ordered',
            params: { brand: brand.username, title: pack.title, amount: pack.price },
            link: collaborationLink(applicationId),
          });
          return { application_id: applicationId };
        }),
      ),
  };
}

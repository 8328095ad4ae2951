// Data scale: every list endpoint and every dashboard at `large` rows (default 1,000,000) against
// the same at `small` rows (default 1,000), on fresh PostgreSQL databases beside the admin URL's
// (DATABASE_URL, default postgres://postgres@127.0.0.1:5432/postgres), dropped afterwards.
// Prints p50/p99 of each and whether the large one stays within 1.5x of the small one.
//
//   node --import tsx scripts/bench/data-scale.mjs
//   SCALE_ROWS=20000 SCALE_SAMPLES=20 node --import tsx scripts/bench/data-scale.mjs   (CI-sized)
//
// bench.mjs imports measureDataScale and dataScaleTable instead.
//
// The rows are generated here from a seeded random source and streamed into each table with
// COPY FROM STDIN (pg-copy-streams). Distributions are skewed (a few brands and influencers own
// many rows, most own few) with one known hot brand, hot influencer and hot pair owning 1% of the
// rows, which the measurements sign in as: their share grows with the data, the worst case.
import { performance } from 'node:perf_hooks';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { pathToFileURL } from 'node:url';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import { hashPassword } from '../../api/src/auth/passwords.ts';
import { loadConfig } from '../../api/src/config.ts';
import { createDashboardsService } from '../../api/src/dashboards/service.ts';
import { influencerSearchQuery } from '../../api/src/db/queries/influencers.ts';
import { CATEGORIES } from '../../shared/src/contract/common.ts';
import { signInApi } from '../../e2e/lib/api.ts';
import { startPortalServer } from '../../e2e/lib/portal-server.ts';

const DEFAULT_ADMIN_URL = 'postgres://postgres@127.0.0.1:5432/postgres';
const TARGET = 1.5;
const PASSWORD = 'scale-pass-2025';
/** Rows in a page-two measurement: small enough that the small database has a second page too. */
const PAGE_TWO_LIMIT = 5;

/** The URL of `database` on the server `adminUrl` names. */
function databaseUrlOf(adminUrl, database) {
  const url = new URL(adminUrl);
  url.pathname = `/${database}`;
  return url.href;
}

async function onDatabase(url, sql) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/** Who the measurements sign in as, and the ids their requests name (see fillDatabase). */
function layoutOf(rows) {
  const brands = Math.max(10, Math.round(rows / 10));
  const influencers = rows - 1 - brands;
  return {
    rows,
    brands,
    influencers,
    admin: 1,
    hotBrand: 2,
    hotInfluencer: brands + 2,
    firstInfluencer: brands + 2,
    /** The hot brand owns every campaign whose id is a multiple of 100; this is its newest. */
    hotCampaign: rows - (rows % 100),
  };
}

const WORDS = [
  'Summer',
  'Winter',
  'Eid',
  'Launch',
  'Festive',
  'Monsoon',
  'Puja',
  'Boishakh',
  'Flash',
  'Signature',
];
const NOTIFICATION_KINDS = ['application_decided', 'application_received', 'payment_submitted'];
const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;

/** A seeded uniform random source in [0, 1) (mulberry32): the same data on every run. */
function seededRandom(seed) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** One value in COPY's text format: NULL as \N; backslash, tab and line breaks escaped. */
function copyText(value) {
  if (value === null) return '\\N';
  return String(value).replace(/[\\\t\n\r]/g, (character) =>
    character === '\\' ? '\\\\' : character === '\t' ? '\\t' : character === '\n' ? '\\n' : '\\r',
  );
}

/** COPY text lines of `rows`, a few thousand to a chunk: one stream write per row is slow. */
function* copyChunks(rows) {
  const ROWS_PER_CHUNK = 4000;
  let chunk = [];
  for (const row of rows) {
    chunk.push(row.map(copyText).join('\t'));
    if (chunk.length === ROWS_PER_CHUNK) {
      yield `${chunk.join('\n')}\n`;
      chunk = [];
    }
  }
  if (chunk.length > 0) yield `${chunk.join('\n')}\n`;
}

/** Streams `rows` (arrays in `columns` order, null for NULL) into `table` with COPY FROM STDIN. */
async function copyInto(client, table, columns, rows) {
  const sink = client.query(copyFrom(`copy ${table} (${columns.join(', ')}) from stdin`));
  await pipeline(Readable.from(copyChunks(rows)), sink);
}

const iso = (ms) => new Date(ms).toISOString();
const taka = (value) => value.toFixed(2);

/**
 * Fills a migrated database: `rows` users (one admin, 10% brands, the rest influencers), campaigns,
 * applications and messages, with payments, withdrawals, notifications and audit entries in
 * proportion. Payments and withdrawals awaiting the admin are a queue of the 20 newest, as an
 * admin working through it keeps it; unread messages and notifications are among the newest.
 */
async function fillDatabase(client, layout, passwordHash) {
  const { rows: n, brands, influencers, hotBrand, hotInfluencer, firstInfluencer } = layout;
  const random = seededRandom(42);
  const pick = (values) => values[Math.floor(random() * values.length)];
  /** A skewed id in [first, first + count): low ids are picked far more often (u^2). */
  const skewed = (first, count) => first + Math.floor(count * random() ** 2);
  const now = Date.now();
  /** The g-th of `count` instants spread evenly over the `days` before now. */
  const spread = (g, count, days) => now - days * DAY_MS * (1 - g / count);

  // The rows are consistent by construction; the foreign-key triggers, which would look each
  // referenced row up one by one, are skipped for this session (it needs a superuser). So are the
  // row-count and account-totals triggers: the counters and totals are recounted once the rows are in.
  await client.query(`set session_replication_role = replica`);
  await client.query(`set synchronous_commit = off`);

  const usernameOf = (g) =>
    g === 1 ? 'scale_admin' : g <= brands + 1 ? `brand_${g}` : `influencer_${g}`;
  const roleOf = (g) => (g === 1 ? 'admin' : g <= brands + 1 ? 'brand' : 'influencer');
  await copyInto(
    client,
    'users',
    ['id', 'username', 'email', 'password_hash', 'role', 'is_active', 'created_at'],
    (function* () {
      for (let g = 1; g <= n; g += 1) {
        const active = g === 1 || g === hotBrand || g === hotInfluencer || random() > 0.03;
        const username = usernameOf(g);
        yield [
          g,
          username,
          `${username}@scale.local`,
          passwordHash,
          roleOf(g),
          active,
          iso(spread(g, n, 730)),
        ];
      }
    })(),
  );
  // Reputation as a marketplace shows it: most users have no review yet; a rated one has a few
  // (some many), averaging between 3 and 5 stars with many equal averages, as the sort meets them.
  // Completed collaborations are counted from the collaborations once they are in.
  await copyInto(
    client,
    'profiles',
    [
      'user_id',
      'bio',
      'category',
      'website',
      'industry',
      'followers_count',
      'social_links',
      'rating_sum',
      'rating_count',
    ],
    (function* () {
      for (let g = 1; g <= n; g += 1) {
        const role = roleOf(g);
        const bio =
          random() < 0.2 ? '' : `Sharing ${pick(CATEGORIES)} stories since ${2015 + (g % 10)}`;
        const reviews = role === 'admin' || random() < 0.7 ? 0 : 1 + Math.floor(40 * random() ** 3);
        const stars = Math.round(reviews * (3 + 2 * Math.sqrt(random())));
        yield [
          g,
          bio,
          role === 'admin' ? null : pick(CATEGORIES),
          role === 'brand' ? `https://brand${g}.example.com` : null,
          role === 'brand' ? pick(CATEGORIES) : null,
          role === 'influencer' ? Math.floor(2_000_000 * random() ** 4) : 0,
          role === 'influencer'
            ? JSON.stringify({ instagram: `https://instagram.com/${usernameOf(g)}` })
            : '{}',
          stars,
          reviews,
        ];
      }
    })(),
  );

  const campaignBrand = new Int32Array(n + 1);
  const campaignBudget = new Float64Array(n + 1);
  const campaignCreatedAt = new Float64Array(n + 1);
  const today = Date.UTC(
    new Date(now).getUTCFullYear(),
    new Date(now).getUTCMonth(),
    new Date(now).getUTCDate(),
  );
  await copyInto(
    client,
    'campaigns',
    [
      'id',
      'brand_id',
      'title',
      'description',
      'budget',
      'category',
      'deadline',
      'is_active',
      'created_at',
    ],
    (function* () {
      for (let g = 1; g <= n; g += 1) {
        campaignBrand[g] = g % 100 === 0 ? hotBrand : skewed(2, brands);
        campaignBudget[g] = 500 + Math.floor(random() * 99_500);
        campaignCreatedAt[g] = spread(g, n, 730);
        const deadline =
          random() < 0.4
            ? null
            : iso(today + (Math.floor(random() * 400) - 100) * DAY_MS).slice(0, 10);
        yield [
          g,
          campaignBrand[g],
          `${pick(WORDS)} campaign ${g}`,
          `Promote our new ${pick(CATEGORIES)} collection to your audience. Ref ${g.toString(36)}`,
          taka(campaignBudget[g]),
          pick(CATEGORIES),
          deadline,
          g % 100 === 0 || random() > 0.1,
          iso(campaignCreatedAt[g]),
        ];
      }
    })(),
  );

  // One application per influencer per campaign: pairs are drawn with some to spare, the first
  // draw of a pair kept, until `n` are kept; the hot influencer applies to the newest campaigns,
  // the hot brand's among them (accepted, so the hot pair may talk). Ids follow applied_at.
  const drawn = new Set();
  const kept = [];
  for (let g = 1; kept.length < n && g <= Math.ceil(n * 1.15); g += 1) {
    const r = random();
    const campaign = g % 100 === 0 ? n - g / 100 : n - Math.floor(n * random() ** 2);
    const influencer = g % 100 === 0 ? hotInfluencer : skewed(firstInfluencer, influencers);
    const pair = campaign * (n + 1) + influencer;
    if (drawn.has(pair)) continue;
    drawn.add(pair);
    const hotPair = campaignBrand[campaign] === hotBrand && influencer === hotInfluencer;
    const status = hotPair ? 'accepted' : r < 0.6 ? 'pending' : r < 0.85 ? 'accepted' : 'rejected';
    const fee = random() < 0.5 ? null : campaignBudget[campaign] * (0.5 + random() / 2);
    const appliedAt = Math.min(now - 60_000, campaignCreatedAt[campaign] + 30 * DAY_MS * random());
    kept.push({ campaign, influencer, status, fee, appliedAt });
  }
  drawn.clear();
  kept.sort((a, b) => a.appliedAt - b.appliedAt);
  await copyInto(
    client,
    'applications',
    [
      'id',
      'campaign_id',
      'brand_id',
      'influencer_id',
      'proposal',
      'expected_fee',
      'status',
      'applied_at',
      'decided_at',
    ],
    kept.map((application, index) => [
      index + 1,
      application.campaign,
      campaignBrand[application.campaign],
      application.influencer,
      `I would love to work on campaign ${application.campaign} with my audience.`,
      application.fee === null ? null : taka(application.fee),
      application.status,
      iso(application.appliedAt),
      application.status === 'pending'
        ? null
        : iso(Math.min(now, application.appliedAt + 2 * DAY_MS)),
    ]),
  );

  const paid = [];
  const pairs = new Map();
  kept.forEach((application, index) => {
    if (application.status !== 'accepted') return;
    const brand = campaignBrand[application.campaign];
    const pair = brand * (n + 1) + application.influencer;
    if (!pairs.has(pair)) pairs.set(pair, { brand, influencer: application.influencer });
    const hotPair = brand === hotBrand && application.influencer === hotInfluencer;
    if (!(random() < 0.7 || hotPair)) return;
    const decidedAt = Math.min(now, application.appliedAt + 2 * DAY_MS);
    paid.push({
      application: index + 1,
      brand,
      influencer: application.influencer,
      amount: application.fee ?? campaignBudget[application.campaign],
      method: random() < 0.5 ? 'bkash' : 'nagad',
      status: random() < 0.1 ? 'rejected' : 'confirmed',
      createdAt: Math.min(now - 60_000, decidedAt + 5 * DAY_MS * random()),
    });
  });
  kept.length = 0;
  paid.sort((a, b) => a.createdAt - b.createdAt);
  await copyInto(
    client,
    'payments',
    [
      'id',
      'application_id',
      'brand_id',
      'influencer_id',
      'amount',
      'payment_method',
      'transaction_id',
      'status',
      'created_at',
      'decided_at',
      'decided_by',
    ],
    paid.map((payment, index) => {
      const pending = index >= paid.length - 20;
      return [
        index + 1,
        payment.application,
        payment.brand,
        payment.influencer,
        taka(payment.amount),
        payment.method,
        `TX${String(index + 1).padStart(12, '0')}`,
        pending ? 'pending' : payment.status,
        iso(payment.createdAt),
        pending ? null : iso(Math.min(now, payment.createdAt + DAY_MS)),
        pending ? null : 1,
      ];
    }),
  );
  paid.length = 0;
  // Escrow (see docs/money.md): every confirmed payment funds a collaboration; nine in ten are
  // released (held, then released and fee entries), the rest still held, so the money queries read
  // a ledger of the same size as the payments.
  await client.query(`insert into collaborations (application_id, brand_id, influencer_id,
      payment_id, amount, platform_fee, status, funded_at, closed_at, closed_by)
    select application_id, brand_id, influencer_id, id, amount, platform_fee,
      case when id % 10 = 0 then 'in_escrow' else 'released' end, decided_at,
      case when id % 10 = 0 then null else decided_at end,
      case when id % 10 = 0 then null else 'approved' end
    from payments where status = 'confirmed'`);
  await client.query(`insert into ledger_entries (application_id, influencer_id, brand_id, kind,
      amount, created_at)
    select application_id, influencer_id, brand_id, 'held', amount, funded_at from collaborations
    union all
    select application_id, influencer_id, brand_id, 'released', amount - platform_fee, closed_at
    from collaborations where status = 'released' and amount > platform_fee
    union all
    select application_id, influencer_id, brand_id, 'fee', platform_fee, closed_at
    from collaborations where status = 'released' and platform_fee > 0`);
  await client.query(`update profiles set completed_collaborations = completed.count
    from (select user_id, count(*)::int as count from (
      select brand_id as user_id from collaborations where status = 'released'
      union all
      select influencer_id from collaborations where status = 'released'
    ) as parties group by user_id) as completed
    where completed.user_id = profiles.user_id`);

  const withdrawalCount = Math.max(20, Math.round(n / 10));
  await copyInto(
    client,
    'withdrawals',
    [
      'id',
      'influencer_id',
      'amount',
      'payment_method',
      'phone_number',
      'status',
      'created_at',
      'decided_at',
      'decided_by',
    ],
    (function* () {
      for (let g = 1; g <= withdrawalCount; g += 1) {
        const status =
          g > withdrawalCount - 20 ? 'pending' : random() < 0.2 ? 'rejected' : 'approved';
        const createdAt = spread(g, withdrawalCount, 700);
        yield [
          g,
          g % 100 === 0 ? hotInfluencer : skewed(firstInfluencer, influencers),
          taka(100 + Math.floor(random() * 4900)),
          random() < 0.5 ? 'bkash' : 'nagad',
          `01${3 + Math.floor(random() * 7)}${String(Math.floor(random() * 1e8)).padStart(8, '0')}`,
          status,
          iso(createdAt),
          status === 'pending' ? null : iso(Math.min(now, createdAt + DAY_MS)),
          status === 'pending' ? null : 1,
        ];
      }
    })(),
  );

  // Messages flow between the pairs with an accepted application, in the order the pairs first
  // met; low-numbered pairs talk far more, and the hot pair has every hundredth message.
  const pairList = [...pairs.values()];
  pairs.clear();
  const hotPair = pairList.findIndex(
    (pair) => pair.brand === hotBrand && pair.influencer === hotInfluencer,
  );
  const firstUnreadMessage = n - Math.round(n / 50);
  await copyInto(
    client,
    'messages',
    ['id', 'sender_id', 'receiver_id', 'content', 'created_at', 'read_at'],
    (function* () {
      for (let g = 1; g <= n; g += 1) {
        const fromBrand = random() < 0.5;
        const pair =
          pairList[g % 100 === 0 ? hotPair : Math.floor(pairList.length * random() ** 2)];
        const at = spread(g, n, 365);
        const unread = g > firstUnreadMessage && random() < 0.5;
        yield [
          g,
          fromBrand ? pair.brand : pair.influencer,
          fromBrand ? pair.influencer : pair.brand,
          `Message ${g}: ${pick(WORDS)} post draft attached, let me know what you think.`,
          iso(at),
          unread ? null : iso(at + HOUR_MS),
        ];
      }
    })(),
  );

  const notificationCount = Math.round(n / 2);
  const firstUnreadNotification = notificationCount - Math.round(notificationCount / 50);
  await copyInto(
    client,
    'notifications',
    ['id', 'user_id', 'kind', 'params', 'link', 'read_at', 'created_at'],
    (function* () {
      for (let g = 1; g <= notificationCount; g += 1) {
        const userId = g % 100 === 0 ? hotBrand : g % 100 === 1 ? hotInfluencer : skewed(2, n - 1);
        const at = spread(g, notificationCount, 365);
        yield [
          g,
          userId,
          pick(NOTIFICATION_KINDS),
          // A sentence kept as written (the shape migration 0009 gives a sentence it cannot
          // read): rendered as it is, whatever the kind.
          JSON.stringify({ text: `Something happened on the portal (${g}).` }),
          '/applications',
          g > firstUnreadNotification ? null : iso(at + HOUR_MS),
          iso(at),
        ];
      }
    })(),
  );

  const auditCount = Math.max(10, Math.round(n / 10));
  await copyInto(
    client,
    'audit_log',
    ['id', 'actor_id', 'action', 'object_type', 'object_id', 'before', 'after', 'created_at'],
    (function* () {
      for (let g = 1; g <= auditCount; g += 1) {
        yield [
          g,
          1,
          'payment.confirm',
          'payment',
          g,
          '{"status":"pending"}',
          '{"status":"confirmed"}',
          iso(spread(g, auditCount, 700)),
        ];
      }
    })(),
  );

  const tables = [
    'users',
    'campaigns',
    'applications',
    'payments',
    'withdrawals',
    'messages',
    'notifications',
    'audit_log',
  ];
  for (const table of tables) {
    await client.query(
      `select setval(pg_get_serial_sequence('${table}', 'id'), (select max(id) from ${table}))`,
    );
  }
  // The counters the skipped triggers did not keep, counted from the rows as migration 0005 does.
  await client.query('select row_counts_recount()');
  // The reputation the services keep on profiles (completed collaborations), as migration 0013 does.
  await client.query('select reputation_recount()');
  // The money totals the skipped triggers did not keep (balances, dashboards), as migration 0015 does.
  await client.query('select account_totals_recount()');
  // Each campaign's number of applications, as migration 0019 does.
  await client.query('select campaign_applications_recount()');
  // A database in service has been vacuumed and analysed by autovacuum; measure one in that state.
  await client.query('vacuum analyze');
  // The load's dirty pages written out now, not by the checkpointer during the first measurements.
  await client.query('checkpoint');
  const { rows: counts } = await client.query(
    `select ${tables.map((table) => `(select count(*) from ${table})::int as ${table}`).join(', ')}`,
  );
  return counts[0];
}

/** Every list endpoint (first page and the page after it) and every dashboard, per role. */
function endpointsOf(layout) {
  const { hotCampaign, hotBrand, hotInfluencer } = layout;
  const lists = [
    ['brand', 'campaigns (brand)', '/api/campaigns/'],
    ['brand', 'applications (brand)', '/api/applications/'],
    ['brand', 'payments ?brand=true', '/api/applications/?brand=true'],
    ['brand', 'influencer search (brand)', '/api/influencers/search/'],
    [
      'brand',
      'influencer search ?category&min_followers',
      '/api/influencers/search/?category=fashion&min_followers=100000',
    ],
    ['brand', 'influencer search ?sort=rating', '/api/influencers/search/?sort=rating'],
    [
      'brand',
      'influencer search ?sort=completed_collaborations',
      '/api/influencers/search/?sort=completed_collaborations',
    ],
    [
      'brand',
      'influencer search ?q&sort=rating',
      `/api/influencers/search/?q=${hotInfluencer}&sort=rating`,
    ],
    ['brand', 'messages (brand)', '/api/messages/'],
    ['brand', 'messages thread (hot pair)', `/api/messages/?with=${hotInfluencer}`],
    ['brand', 'connections (brand)', '/api/messages/connections/'],
    ['brand', 'notifications (brand)', '/api/notifications/'],
    ['influencer', 'campaigns (influencer)', '/api/campaigns/'],
    ['influencer', 'campaigns ?category (influencer)', '/api/campaigns/?category=food'],
    ['influencer', 'applications (influencer)', '/api/applications/'],
    ['influencer', 'payments ?influencer=true', '/api/applications/?influencer=true'],
    ['influencer', 'withdrawals (influencer)', '/api/withdrawals/'],
    ['influencer', 'messages (influencer)', '/api/messages/'],
    ['influencer', 'messages thread (influencer)', `/api/messages/?with=${hotBrand}`],
    ['influencer', 'connections (influencer)', '/api/messages/connections/'],
    ['influencer', 'notifications (influencer)', '/api/notifications/'],
    ['admin', 'campaigns (admin)', '/api/campaigns/'],
    ['admin', 'admin campaigns', '/api/admin/campaigns/'],
    ['admin', 'admin campaigns ?search', '/api/admin/campaigns/?search=monsoon'],
    ['admin', 'applications (admin)', '/api/applications/'],
    ['admin', 'admin users', '/api/users/all/'],
    ['admin', 'admin users ?role=brand', '/api/users/all/?role=brand'],
    ['admin', 'admin users ?search', `/api/users/all/?search=influencer_${hotInfluencer}`],
    ['admin', 'admin payments', '/api/admin/payments/'],
    ['admin', 'admin payments ?status=pending', '/api/admin/payments/?status=pending'],
    ['admin', 'admin payments ?transaction_id', '/api/admin/payments/?transaction_id=00001'],
    ['admin', 'admin withdrawals', '/api/admin/withdrawals/'],
    ['admin', 'admin withdrawals ?status=pending', '/api/admin/withdrawals/?status=pending'],
    ['admin', 'admin audit log', '/api/admin/audit-log/'],
    ['admin', 'influencer search (admin)', '/api/influencers/search/'],
  ];
  const singles = [
    ['brand', 'campaign detail (brand)', `/api/campaigns/${hotCampaign}/`],
    ['brand', 'unread count (brand)', '/api/messages/unread-count/'],
    ['brand', 'dashboard brand', '/api/dashboard/brand/'],
    ['influencer', 'campaign detail (influencer)', `/api/campaigns/${hotCampaign}/`],
    ['influencer', 'unread count (influencer)', '/api/messages/unread-count/'],
    ['influencer', 'balance', '/api/influencer/balance/'],
    ['influencer', 'dashboard influencer', '/api/dashboard/influencer/'],
    ['admin', 'dashboard admin', '/api/dashboard/admin/'],
  ];
  const pageTwo = ([role, label, path]) => {
    const url = new URL(path, 'http://localhost');
    url.searchParams.set('limit', String(PAGE_TWO_LIMIT));
    return [role, `${label} page 2`, `${url.pathname}${url.search}`, true];
  };
  return [...lists, ...singles, ...lists.map(pageTwo)];
}

/**
 * The plan PostgreSQL runs for the first page of Find Influencers sorted by rating, as the hot brand
 * asks it: the very statement the API builds, with EXPLAIN (ANALYZE, BUFFERS) in front.
 */
async function ratingSortPlan(client, layout) {
  const query = influencerSearchQuery(
    drizzle(client),
    { role: 'brand', id: layout.hotBrand },
    { category: undefined, minFollowers: undefined, q: undefined },
    'rating',
    { after: undefined, limit: 50 },
  ).toSQL();
  const { rows } = await client.query(`explain (analyze, buffers) ${query.sql}`, query.params);
  return rows.map((row) => row['QUERY PLAN']).join('\n');
}

/**
 * The plans PostgreSQL runs for the influencer dashboard as the hot influencer opens it: the very
 * statements the API's dashboard service sends (caught by a Drizzle logger as it runs them once,
 * on a pool of its own since it sends them together), each with EXPLAIN (ANALYZE, BUFFERS) in front.
 */
async function influencerDashboardPlans(client, databaseUrl, layout) {
  const statements = [];
  const logger = { logQuery: (sql, params) => statements.push({ sql, params }) };
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 1 });
  try {
    // The fee setting of this environment, as the server reads it (pending earnings are net of it).
    const { platformFeePercent } = loadConfig();
    await createDashboardsService(drizzle(pool, { logger }), { platformFeePercent }).influencer(
      layout.hotInfluencer,
    );
  } finally {
    await pool.end();
  }
  const plans = [];
  for (const { sql, params } of statements) {
    const { rows } = await client.query(`explain (analyze, buffers) ${sql}`, params);
    plans.push(rows.map((row) => row['QUERY PLAN']).join('\n'));
  }
  return plans.join('\n\n');
}

const percentile = (sorted, p) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))];

/** `count` sequential GETs of `url`: p50 and p99 in milliseconds. */
async function sample(url, token, count) {
  const times = [];
  for (let i = 0; i < count; i += 1) {
    const started = performance.now();
    const response = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
    await response.arrayBuffer();
    times.push(performance.now() - started);
    if (!response.ok) throw new Error(`GET ${url}: ${response.status}`);
  }
  times.sort((a, b) => a - b);
  return { p50: percentile(times, 0.5), p99: percentile(times, 0.99) };
}

/** The URL of the page after the first one, from its Link header; undefined on a single page. */
async function nextPageOf(url, token) {
  const response = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
  await response.arrayBuffer();
  const next = /<([^>]+)>;\s*rel="next"/.exec(response.headers.get('link') ?? '')?.[1];
  return next === undefined ? undefined : new URL(next, url).href;
}

/**
 * Creates, migrates, fills and measures a database of `rows` rows; drops it afterwards. Answers
 * the load time, the row counts and the p50/p99 of every endpoint by label.
 */
async function measureScale({ adminUrl, rows, samples, passwordHash, log, explain = false }) {
  const layout = layoutOf(rows);
  const database = `scale_${rows}_${process.pid}`;
  const databaseUrl = databaseUrlOf(adminUrl, database);
  await onDatabase(adminUrl, `drop database if exists ${database} with (force)`);
  await onDatabase(adminUrl, `create database ${database}`);
  const env = { DATABASE_URL: databaseUrl, RATE_LIMIT: 'off', LOG_LEVEL: 'warn' };
  try {
    // The server migrates the new database at start; it is restarted on the filled one so no
    // statement is planned, nor anything cached, on empty tables.
    await (await startPortalServer({ env })).stop();
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    const loadStarted = performance.now();
    let counts;
    try {
      counts = await fillDatabase(client, layout, passwordHash);
      if (explain) {
        log(
          `Find Influencers sorted by rating at ${rows} rows:\n${await ratingSortPlan(client, layout)}`,
        );
        log(
          `The influencer dashboard's statements at ${rows} rows:\n${await influencerDashboardPlans(client, databaseUrl, layout)}`,
        );
      }
    } finally {
      await client.end();
    }
    const loadSeconds = (performance.now() - loadStarted) / 1000;
    log(`${rows} rows loaded with COPY in ${loadSeconds.toFixed(1)} s: ${JSON.stringify(counts)}`);

    const server = await startPortalServer({ env });
    try {
      const tokens = {};
      const signIn = async (email) => (await signInApi(server, email, PASSWORD)).access;
      const signInAll = async () => {
        tokens.brand = await signIn(`brand_${layout.hotBrand}@scale.local`);
        tokens.influencer = await signIn(`influencer_${layout.hotInfluencer}@scale.local`);
        tokens.admin = await signIn('scale_admin@scale.local');
        tokens.at = Date.now();
      };
      await signInAll();
      const warmUp = Math.max(5, Math.round(samples / 10));
      const results = new Map();
      for (const [role, label, path, secondPage] of endpointsOf(layout)) {
        // Access tokens live 15 minutes.
        if (Date.now() - tokens.at > 10 * 60_000) await signInAll();
        const first = `${server.url}${path}`;
        const url = secondPage ? await nextPageOf(first, tokens[role]) : first;
        if (url === undefined) continue;
        await sample(url, tokens[role], warmUp);
        results.set(label, await sample(url, tokens[role], samples));
      }
      return { rows, loadSeconds, counts, results };
    } finally {
      await server.stop();
    }
  } finally {
    await onDatabase(adminUrl, `drop database if exists ${database} with (force)`);
  }
}

/**
 * Measures every list endpoint and dashboard on a database of `small` rows, then of `large` rows
 * (each created beside `adminUrl`'s database, on the same PostgreSQL server, and dropped after),
 * `samples` sequential requests each. `log` receives a progress line per database loaded.
 * Answers both runs and, per endpoint, the two measurements and the ratio of their medians.
 */
export async function measureDataScale({
  adminUrl = DEFAULT_ADMIN_URL,
  large = 1_000_000,
  small = 1_000,
  samples = 200,
  log = console.log,
} = {}) {
  const passwordHash = await hashPassword(PASSWORD);
  const smallRun = await measureScale({ adminUrl, rows: small, samples, passwordHash, log });
  const largeRun = await measureScale({
    adminUrl,
    rows: large,
    samples,
    passwordHash,
    log,
    explain: true,
  });
  const endpoints = [...largeRun.results].map(([label, atLarge]) => {
    const atSmall = smallRun.results.get(label);
    const ratio = atSmall === undefined ? undefined : atLarge.p50 / atSmall.p50;
    return {
      label,
      small: atSmall,
      large: atLarge,
      ratio,
      withinTarget: ratio !== undefined && ratio <= TARGET,
    };
  });
  return {
    target: TARGET,
    samples,
    small: { rows: small, loadSeconds: smallRun.loadSeconds, counts: smallRun.counts },
    large: { rows: large, loadSeconds: largeRun.loadSeconds, counts: largeRun.counts },
    endpoints,
    within: endpoints.filter((endpoint) => endpoint.withinTarget).length,
    /** Endpoints with a ratio: a page two the small database does not have is not compared. */
    compared: endpoints.filter((endpoint) => endpoint.ratio !== undefined).length,
  };
}

const sizeLabel = (rows) =>
  rows >= 1e6 ? `${rows / 1e6}M` : rows >= 1e3 ? `${rows / 1e3}k` : `${rows}`;

/** The result of measureDataScale as the printed table (lines joined by newlines). */
export function dataScaleTable({ target, samples, small, large, endpoints, within, compared }) {
  const ms = (value) => (value === undefined ? '-' : value.toFixed(2)).padStart(9);
  const [s, l] = [sizeLabel(small.rows), sizeLabel(large.rows)];
  const lines = [
    `## Data scale: ${s} vs ${l} rows (COPY load of ${l}: ${large.loadSeconds.toFixed(0)} s), ` +
      `${samples} sequential requests each, PostgreSQL`,
    `${'endpoint'.padEnd(50)} ${`p50@${s}`.padStart(9)} ${`p50@${l}`.padStart(9)} ${'ratio'.padStart(6)} ` +
      `${`p99@${s}`.padStart(9)} ${`p99@${l}`.padStart(9)}  <=${target}x`,
  ];
  for (const { label, small: atSmall, large: atLarge, ratio, withinTarget } of endpoints) {
    lines.push(
      `${label.padEnd(50)} ${ms(atSmall?.p50)} ${ms(atLarge.p50)} ` +
        `${(ratio === undefined ? '-' : ratio.toFixed(2)).padStart(6)} ` +
        `${ms(atSmall?.p99)} ${ms(atLarge.p99)}  ${ratio === undefined ? '-' : withinTarget ? '✓' : '✗'}`,
    );
  }
  lines.push(
    '',
    `${within} of ${compared} within ${target}x` +
      (compared < endpoints.length
        ? ` (${endpoints.length - compared} with no ${s} figure to compare).`
        : '.'),
  );
  return lines.join('\n');
}

if (process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const result = await measureDataScale({
    adminUrl: process.env.DATABASE_URL ?? DEFAULT_ADMIN_URL,
    large: Number(process.env.SCALE_ROWS ?? 1_000_000),
    small: Number(process.env.SCALE_BASE ?? 1_000),
    samples: Number(process.env.SCALE_SAMPLES ?? 200),
  });
  console.log(`\n${dataScaleTable(result)}`);
}

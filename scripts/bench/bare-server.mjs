// The limit the API is measured against: a bare node:http server with a raw `pg` pool of the API's
// size (10), doing for `GET /api/campaigns/` (as an influencer) what the API does and nothing more:
// check the access token's HS256 signature and expiry with node:crypto, look the user up with the
// API's SQL (authenticate.ts), run the API's list SQL (db/queries/campaigns.ts, as Drizzle sends
// it), and answer the same JSON with the same `Link` header. `GET /api/health` answers a fixed JSON.
// Run as its own process: `node scripts/bench/bare-server.mjs` with PORT, DATABASE_URL and
// JWT_SECRET; it prints `listening <port>` when ready.
import { createHmac, timingSafeEqual } from 'node:crypto';
import http from 'node:http';
import pg from 'pg';

const POOL_SIZE = 10;
const DEFAULT_LIMIT = 50;
const HEALTH = JSON.stringify({ status: 'ok' });

const USER_SQL =
  'select "id", "username", "email", "password_hash", "role", "is_active", "created_at" from "users" where "users"."id" = $1';
const LIST_SQL =
  'select "campaigns"."id", "campaigns"."title", "campaigns"."description", "campaigns"."budget", "campaigns"."category", "campaigns"."deadline", "campaigns"."brand_id", "users"."username", (select count(*)::int from "applications" where "applications"."campaign_id" = "campaigns"."id"), "campaigns"."is_active", "campaigns"."created_at", (select "applications"."status" from "applications" where "applications"."campaign_id" = "campaigns"."id" and "applications"."influencer_id" = $1) from "campaigns" inner join "users" on "users"."id" = "campaigns"."brand_id" where ("campaigns"."is_active" = $2 and "users"."is_active" = $3 and ("campaigns"."deadline" is null or "campaigns"."deadline" >= $4)) order by "campaigns"."id" desc limit $5';

// As Drizzle reads them: dates and timestamps as the server's text, numerics as strings.
const asText = (value) => value;
const types = {
  getTypeParser: (oid, format) =>
    oid === 1082 || oid === 1114 || oid === 1184 ? asText : pg.types.getTypeParser(oid, format),
};

const secret = process.env.JWT_SECRET ?? '';
const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: POOL_SIZE });

/** The user id of a valid, unexpired HS256 access token; undefined otherwise. */
function verifiedUserId(header) {
  const token = /^Bearer\s+(\S+)$/i.exec(header ?? '')?.[1];
  const [head, body, signature] = token?.split('.') ?? [];
  if (head === undefined || body === undefined || signature === undefined) return undefined;
  const expected = createHmac('sha256', secret).update(`${head}.${body}`).digest();
  const given = Buffer.from(signature, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
  const claims = JSON.parse(Buffer.from(body, 'base64url').toString());
  if (typeof claims.exp !== 'number' || claims.exp * 1000 <= Date.now()) return undefined;
  return Number(claims.sub);
}

function todayInDhaka() {
  return new Date(Date.now() + 6 * 60 * 60 * 1000).toISOString().slice(0, 10);
}

function send(response, status, body, headers = {}) {
  response.writeHead(status, { 'content-type': 'application/json; charset=utf-8', ...headers });
  response.end(body);
}

async function listCampaigns(request, response) {
  const userId = verifiedUserId(request.headers.authorization);
  if (userId === undefined) return send(response, 401, '{"error":"Please log in."}');
  const user = (await pool.query({ text: USER_SQL, values: [userId], types })).rows[0];
  if (user === undefined || !user.is_active) return send(response, 401, '{"error":"No."}');
  if (user.role !== 'influencer') return send(response, 400, '{"error":"Influencers only."}');
  const { rows } = await pool.query({
    text: LIST_SQL,
    values: [userId, true, true, todayInDhaka(), DEFAULT_LIMIT + 1],
    types,
    rowMode: 'array',
  });
  const page = rows.slice(0, DEFAULT_LIMIT).map((row) => ({
    id: row[0],
    title: row[1],
    description: row[2],
    budget: row[3],
    category: row[4],
    deadline: row[5],
    brand: row[6],
    brand_name: row[7],
    applications_count: row[8],
    is_active: row[9],
    created_at: new Date(row[10]).toISOString(),
    application_status: row[11],
  }));
  const last = page.at(-1);
  const headers =
    rows.length > DEFAULT_LIMIT && last !== undefined
      ? {
          link: `</api/campaigns/?cursor=${Buffer.from(String(last.id)).toString('base64url')}&limit=${DEFAULT_LIMIT}>; rel="next"`,
        }
      : {};
  return send(response, 200, JSON.stringify(page), headers);
}

const server = http.createServer((request, response) => {
  if (request.url === '/api/health') return send(response, 200, HEALTH);
  if (request.url === '/api/campaigns/') {
    return listCampaigns(request, response).catch((error) => {
      console.error(error);
      send(response, 500, '{"error":"Something went wrong."}');
    });
  }
  return send(response, 404, '{"error":"Not found."}');
});
server.keepAliveTimeout = 60_000;
server.listen(Number(process.env.PORT ?? 0), '127.0.0.1', () => {
  console.log(`listening ${server.address().port}`);
});
process.once('SIGTERM', () => {
  server.close();
  server.closeAllConnections();
  void pool.end().then(() => process.exit(0));
});

import { normalisePath, registeredRoutes, type RegisteredRoute } from './registered-routes';
import { startTestApp, type TestApp } from './test-app';

/**
 * GET /api/openapi.json documents every route Fastify registered under /api, each with its
 * request and response schemas: a route added without a schema fails here.
 */

interface Operation {
  operationId?: string;
  description?: string;
  tags?: string[];
  parameters?: { in: string; name: string; schema?: object }[];
  requestBody?: { content?: Record<string, { schema?: object }> };
  responses?: Record<string, { content?: Record<string, { schema?: object }> }>;
  security?: unknown[];
}
interface OpenApiDocument {
  openapi: string;
  info: { contact?: { email?: string } };
  servers?: { url: string }[];
  tags?: { name: string; description?: string }[];
  paths: Record<string, Record<string, Operation>>;
}

/** The document itself, hidden from itself. */
const UNDOCUMENTED = new Set(['GET /api/openapi.json']);
/** Routes anyone may call; every other one declares the bearer scheme. */
const PUBLIC = new Set([
  'GET /api/health',
  'POST /api/register',
  'POST /api/login',
  'POST /api/token/refresh',
  'POST /api/logout',
  'POST /api/email/verify',
  'POST /api/password/forgot',
  'POST /api/password/reset',
  'GET /api/profile/:username',
  'GET /api/profile/:username/reviews',
  'GET /api/profile/:username/packages',
  'GET /api/config',
  // bKash sends the brand's browser back here, without a token (docs/payment-gateways.md).
  'GET /api/payments/bkash/callback',
  // bKash's webhook: AWS SNS signs its messages instead (docs/payment-gateways.md).
  'POST /api/payments/bkash/webhook',
  // Nagad sends the brand's browser back here likewise.
  'GET /api/payments/nagad/callback',
  // A WebSocket: its token comes in the first message, never in a header or the URL.
  'GET /api/events',
]);
/** WebSocket routes: their success is the upgrade (101), documented with the frames they send. */
const WEBSOCKET = new Set(['GET /api/events']);
/** Routes whose success sends the browser on (303 to a page of the portal), without a body. */
const REDIRECTS = new Set(['GET /api/payments/bkash/callback', 'GET /api/payments/nagad/callback']);

let t: TestApp;
let document: OpenApiDocument;
let routes: RegisteredRoute[];

beforeAll(async () => {
  t = await startTestApp();
  const response = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
  expect(response.statusCode).toBe(200);
  document = response.json();
  routes = registeredRoutes(t.app).filter(
    (route) => route.path.startsWith('/api/') && !UNDOCUMENTED.has(`${route.method} ${route.path}`),
  );
});
afterAll(() => t.close());

/** The document's operation for a registered route (`/api/x/:id` is `/api/x/{id}/` there). */
function operationOf(route: RegisteredRoute): Operation | undefined {
  const wanted = route.path.replace(/:(\w+)/g, '{$1}');
  const entry = Object.entries(document.paths).find(([path]) => normalisePath(path) === wanted);
  return entry?.[1][route.method.toLowerCase()];
}

const jsonSchemaOf = (content: Record<string, { schema?: object }> | undefined) =>
  content?.['application/json']?.schema;
/** A download (e.g. text/csv) documents its body under its own media type. */
const anySchemaOf = (content: Record<string, { schema?: object }> | undefined) =>
  Object.values(content ?? {}).find((media) => media.schema !== undefined)?.schema;

describe('GET /api/openapi.json', () => {
  it('is an OpenAPI 3 document of a sensible number of routes', () => {
    expect(document.openapi).toMatch(/^3\./);
    expect(routes.length).toBeGreaterThanOrEqual(35);
  });

  it('lists every route the app registered under /api, and no other', () => {
    const missing = routes.filter((route) => operationOf(route) === undefined);
    expect(missing).toEqual([]);
    const documented = Object.entries(document.paths).flatMap(([path, operations]) =>
      Object.keys(operations).map((method) => `${method.toUpperCase()} ${normalisePath(path)}`),
    );
    const registered = new Set(
      routes.map((route) => `${route.method} ${route.path.replace(/:(\w+)/g, '{$1}')}`),
    );
    expect(documented.filter((key) => !registered.has(key))).toEqual([]);
  });

  it('gives every route a response schema for its success status', () => {
    const withoutSuccess = routes.filter((route) => {
      const responses = operationOf(route)?.responses ?? {};
      const success = WEBSOCKET.has(`${route.method} ${route.path}`) ? /^101$/ : /^2\d\d$/;
      const redirects = REDIRECTS.has(`${route.method} ${route.path}`);
      return !Object.entries(responses).some(
        ([status, response]) =>
          status === '204' ||
          (redirects && status === '303') ||
          (success.test(status) && anySchemaOf(response.content)),
      );
    });
    expect(withoutSuccess).toEqual([]);
  });

  it('documents the CSV downloads as text/csv', () => {
    for (const path of ['/api/admin/payments/export.csv', '/api/admin/withdrawals/export.csv']) {
      const content = document.paths[path]?.get?.responses?.['200']?.content ?? {};
      expect(Object.keys(content)).toEqual(['text/csv']);
    }
  });

  it('documents the Idempotency-Key header of the money POSTs, with its 409 and 422', () => {
    for (const path of ['/api/withdrawals/', '/api/payments/submit/', '/api/payments/checkout/']) {
      const operation = document.paths[path]?.post;
      expect(operation?.parameters).toContainEqual(
        expect.objectContaining({
          in: 'header',
          name: 'idempotency-key',
          schema: expect.any(Object),
        }),
      );
      for (const status of ['409', '422']) {
        expect(jsonSchemaOf(operation?.responses?.[status]?.content)).toBeDefined();
      }
    }
  });

  it('gives every POST, PUT and PATCH a JSON request body schema', () => {
    const withoutBody = routes.filter(
      (route) =>
        ['POST', 'PUT', 'PATCH'].includes(route.method) &&
        jsonSchemaOf(operationOf(route)?.requestBody?.content) === undefined,
    );
    expect(withoutBody).toEqual([]);
  });

  it('documents every path parameter', () => {
    const undocumented = routes.flatMap((route) => {
      const names = [...route.path.matchAll(/:(\w+)/g)].map((match) => match[1]);
      const parameters = operationOf(route)?.parameters ?? [];
      return names
        .filter((name) => !parameters.some((p) => p.in === 'path' && p.name === name && p.schema))
        .map((name) => `${route.method} ${route.path}: ${name}`);
    });
    expect(undocumented).toEqual([]);
  });

  it('documents the error answers: 400 where input is read, 401 where a token is needed', () => {
    const gaps = routes.flatMap((route) => {
      const key = `${route.method} ${route.path}`;
      const operation = operationOf(route);
      const responses = operation?.responses ?? {};
      const reads = route.method !== 'GET' || route.path.includes(':');
      const wanted = [...(reads ? ['400'] : []), ...(PUBLIC.has(key) ? [] : ['401'])].filter(
        (status) => jsonSchemaOf(responses[status]?.content) === undefined,
      );
      const security = PUBLIC.has(key) || (operation?.security?.length ?? 0) > 0 ? [] : ['bearer'];
      return [...wanted, ...security].map((missing) => `${key}: ${missing}`);
    });
    expect(gaps).toEqual([]);
  });

  it('names every operation with a unique camelCase operationId and describes it', () => {
    const operations = routes.map((route) => operationOf(route));
    const ids = operations.map((operation) => operation?.operationId ?? '');
    expect(ids.filter((id) => !/^[a-z]+(?:[A-Z][a-z0-9]*)+$/.test(id))).toEqual([]);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids).toContain('getCampaignsById');
    expect(operations.filter((operation) => !operation?.description)).toEqual([]);
  });

  it('declares, with a description, every tag an operation carries', () => {
    const declared = new Map((document.tags ?? []).map((tag) => [tag.name, tag.description]));
    const used = new Set(routes.flatMap((route) => operationOf(route)?.tags ?? []));
    expect([...used].filter((tag) => !declared.get(tag))).toEqual([]);
  });

  it('names its servers and a contact', () => {
    expect(document.servers?.length).toBeGreaterThan(0);
    expect(document.info.contact?.email).toMatch(/@/);
  });
});

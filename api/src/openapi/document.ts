import type { SwaggerOptions, SwaggerTransform } from '@fastify/swagger';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { PRODUCT_NAME, SUPPORT_EMAIL } from '@portal/shared/product';

/** Every tag an operation may carry, in the order clients list them. */
const TAGS = [
  { name: 'health', description: 'Whether the process answers.' },
  { name: 'auth', description: 'Registration, sign-in, token refresh and sign-out.' },
  {
    name: 'accounts',
    description: 'The verified address, password reset and change, and the signed-in sessions.',
  },
  { name: 'campaigns', description: 'Brands’ campaigns, as each role may see them.' },
  { name: 'applications', description: 'Influencers apply to campaigns; brands decide.' },
  {
    name: 'offers',
    description: 'Brands offer influencers a campaign or a private brief; influencers answer.',
  },
  {
    name: 'packages',
    description: 'Influencers’ priced packages on their profiles; brands buy them.',
  },
  { name: 'influencers', description: 'Brands and admins search active influencers.' },
  { name: 'shortlist', description: 'A brand’s saved influencers, to offer work to later.' },
  { name: 'users', description: 'The admin’s list of accounts, and (de)activation.' },
  { name: 'payments', description: 'bKash/Nagad transfers brands record and the admin confirms.' },
  { name: 'withdrawals', description: 'Influencers’ balance and withdrawals the admin decides.' },
  {
    name: 'collaborations',
    description:
      'Accepted applications as collaborations: escrow, deliveries, disputes and refunds.',
  },
  {
    name: 'reviews',
    description:
      'Double-blind reviews of ended collaborations, replies, and public lists of a user’s reviews.',
  },
  { name: 'platform', description: 'The platform’s public settings.' },
  { name: 'profiles', description: 'The signed-in user’s profile and picture; public profiles.' },
  { name: 'dashboards', description: 'Each role’s figures and recent activity.' },
  { name: 'audit', description: 'The log of the admin’s decisions.' },
  { name: 'messages', description: 'Conversations between a brand and an influencer.' },
  { name: 'notifications', description: 'What happened to the signed-in user’s objects.' },
  { name: 'events', description: 'Real-time messages and notifications over a WebSocket.' },
  {
    name: 'receipts',
    description: 'Numbered receipts of payments, releases, refunds and payouts.',
  },
];

/**
 * The stable camelCase operationId of a route other teams' generated clients name their methods
 * after: the method and the path's segments, a parameter as `By<Name>`
 * (`GET /api/campaigns/:id/applications/` is `getCampaignsByIdApplications`).
 */
export function operationIdOf(method: string, url: string): string {
  const words = url
    .split('/')
    .filter((segment) => segment !== '' && segment !== 'api')
    .map((segment) => (segment.startsWith(':') ? `by-${segment.slice(1)}` : segment))
    .flatMap((segment) => segment.split(/[-_.]/))
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1));
  return [method.toLowerCase(), ...words].join('');
}

/** The zod schemas as JSON Schema, plus an operationId and a description on every operation. */
const transform: SwaggerTransform = (input) => {
  const { schema, url } = jsonSchemaTransform(input);
  // A route without a schema (a test's probe) is left out of the document by @fastify/swagger.
  if (schema === undefined) return { schema, url };
  const method = [input.route.method].flat()[0] ?? 'GET';
  return {
    schema: {
      ...schema,
      operationId: schema.operationId ?? operationIdOf(method, input.route.url),
      // A route whose summary says all there is to say describes itself with it.
      description: schema.description ?? schema.summary,
    },
    url,
  };
};

/** The OpenAPI document served at GET /api/openapi.json, from the routes' own schemas. */
export const openApiOptions: SwaggerOptions = {
  openapi: {
    info: {
      title: `${PRODUCT_NAME} API`,
      version: '1.0.0',
      description:
        'Brands post campaigns and pay influencers through bKash or Nagad; influencers apply, ' +
        'earn and withdraw; an admin oversees users, campaigns, payments and withdrawals. ' +
        'Lists are newest first, paged by the `Link: <…>; rel="next"` header. Errors are ' +
        '`{"error": sentence, "fields"?: {field: [messages]}}`.',
      contact: { name: `${PRODUCT_NAME} support`, email: SUPPORT_EMAIL },
    },
    servers: [
      {
        url: '{origin}',
        description: 'The portal’s own origin: the API is under /api.',
        variables: { origin: { default: 'http://localhost:8080' } },
      },
    ],
    tags: TAGS,
    components: {
      securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
    },
  },
  transform,
};

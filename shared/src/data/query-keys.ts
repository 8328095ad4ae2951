import type { QueryParams } from './request';

/**
 * Every cache key of the portal, one family per API resource. A mutation invalidates a family's
 * `all` key to refetch every list, page and detail of that resource; the real-time client marks
 * families stale the same way. What a key holds, and how it is fetched, is said once by the
 * resource's query factory beside its hooks (`campaignQueries.detail(id)` in api/campaigns.ts):
 * read and write the cache's data through the factory, whose key carries the data's type. This
 * table stays free of fetchers and schemas, so naming what to refetch loads no resource's code.
 */
export const queryKeys = {
  campaigns: {
    all: ['campaigns'] as const,
    list: (params: QueryParams) => ['campaigns', 'list', params] as const,
    detail: (id: number) => ['campaigns', 'detail', id] as const,
    adminList: (params: QueryParams) => ['campaigns', 'admin', params] as const,
  },
  applications: {
    all: ['applications'] as const,
    list: (params: QueryParams) => ['applications', 'list', params] as const,
    /** The payments screen's view: accepted applications with their payment status. */
    payments: (view: 'brand' | 'influencer') => ['applications', 'payments', view] as const,
  },
  /** A brand's sent offers or an influencer's received ones (GET /offers/). */
  offers: {
    all: ['offers'] as const,
    list: (params: QueryParams) => ['offers', 'list', params] as const,
  },
  /** A collaboration's drafts for approval (GET /applications/{id}/drafts/). */
  drafts: {
    all: ['drafts'] as const,
    list: (applicationId: number) => ['drafts', 'list', applicationId] as const,
    file: (applicationId: number, draftId: number, fileId: number) =>
      ['drafts', 'file', applicationId, draftId, fileId] as const,
  },
  /** An influencer's packages (GET /profile/{username}/packages/). */
  packages: {
    all: ['packages'] as const,
    ofProfile: (username: string) => ['packages', 'profile', username] as const,
  },
  dashboards: {
    all: ['dashboards'] as const,
    brand: ['dashboards', 'brand'] as const,
    influencer: ['dashboards', 'influencer'] as const,
    admin: ['dashboards', 'admin'] as const,
  },
  payments: {
    all: ['payments'] as const,
    adminList: (params: QueryParams) => ['payments', 'admin', params] as const,
    /** The gateways Pay Now offers (GET /payments/gateways/). */
    gateways: ['payments', 'gateways'] as const,
    /** A checkout attempt (GET /payments/intents/{id}/). */
    intent: (id: number) => ['payments', 'intent', id] as const,
    /** The admin's gateway intents (GET /admin/payment-intents/). */
    adminIntents: (params: QueryParams) => ['payments', 'admin-intents', params] as const,
  },
  withdrawals: {
    all: ['withdrawals'] as const,
    own: ['withdrawals', 'own'] as const,
    adminList: (params: QueryParams) => ['withdrawals', 'admin', params] as const,
  },
  balance: ['balance'] as const,
  /** The collaboration of an accepted application (GET /applications/{id}/). */
  collaborations: {
    all: ['collaborations'] as const,
    detail: (id: number) => ['collaborations', 'detail', id] as const,
  },
  disputes: {
    all: ['disputes'] as const,
    list: (params: QueryParams) => ['disputes', 'list', params] as const,
    /** The messages of a dispute's parties, as the admin reads them. */
    messages: (disputeId: number) => ['disputes', 'messages', disputeId] as const,
  },
  refunds: {
    all: ['refunds'] as const,
    list: (params: QueryParams) => ['refunds', 'list', params] as const,
  },
  statement: ['statement'] as const,
  /** A numbered receipt (GET /receipts/{number}/): what it shows never changes. */
  receipt: (number: number) => ['receipts', number] as const,
  config: ['config'] as const,
  influencers: {
    all: ['influencers'] as const,
    search: (params: QueryParams) => ['influencers', 'search', params] as const,
  },
  /** The signed-in brand's shortlist (GET /shortlist/) and whether it holds a user. */
  shortlist: {
    all: ['shortlist'] as const,
    list: ['shortlist', 'list'] as const,
    state: (username: string) => ['shortlist', 'state', username] as const,
  },
  users: {
    all: ['users'] as const,
    list: (params: QueryParams) => ['users', 'list', params] as const,
    money: (id: number) => ['users', 'money', id] as const,
  },
  profiles: {
    own: ['profiles', 'own'] as const,
    /** Every public profile: a published review moves a rating. */
    publicAll: ['profiles', 'public'] as const,
    public: (username: string) => ['profiles', 'public', username] as const,
  },
  /** The published reviews a user received (GET /profile/{username}/reviews/). */
  reviews: {
    all: ['reviews'] as const,
    ofUser: (username: string) => ['reviews', 'user', username] as const,
  },
  notifications: {
    all: ['notifications'] as const,
    list: ['notifications', 'list'] as const,
    unread: ['notifications', 'unread'] as const,
  },
  /** The signed-in user's address and its verification (GET /account/). */
  account: ['account'] as const,
  /** The signed-in user's sessions (GET /account/sessions/). */
  accountSessions: ['account', 'sessions'] as const,
  /** The kinds whose e-mails the signed-in user switched off (GET /account/email-preferences/). */
  accountEmailPreferences: ['account', 'email-preferences'] as const,
  /** The signed-in user's saved bKash and Nagad numbers (GET /account/wallets/). */
  accountWallets: ['account', 'wallets'] as const,
  auditLog: {
    all: ['audit-log'] as const,
  },
  messages: {
    all: ['messages'] as const,
    connections: ['messages', 'connections'] as const,
    recent: ['messages', 'recent'] as const,
    thread: (userId: number) => ['messages', 'thread', userId] as const,
    /** The count of unread messages (the navigation badge). */
    unread: ['messages', 'unread'] as const,
  },
} as const;

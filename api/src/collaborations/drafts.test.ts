import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { Collaboration } from '@portal/shared/contract/collaborations';
import {
  DRAFT_FILE_TOO_LARGE,
  draftListSchema,
  draftSchema,
  EMPTY_DRAFT,
  MAX_DRAFT_FILE_BYTES,
  NOT_A_DRAFT_FILE,
  TOO_MANY_DRAFT_FILES,
  type Draft,
} from '@portal/shared/contract/drafts';
import { deliveryDrafts } from '../db/schema';
import {
  acceptedApplication,
  bearer,
  confirmedPayment,
  injectAs,
  registerAdmin,
  type SignedIn,
} from '../test/marketplace-fixtures';
import { tinyGif, tinyJpeg, tinyPng, tinyWebp } from '../test/images';
import { notificationsOf } from '../test/notifications-of';
import { startTestApp, type TestApp } from '../test/test-app';
import { registerUser } from '../test/users';
import { DRAFT_ANSWERED, DRAFT_APPROVED, DRAFT_NOT_FOUND, DRAFTS_BEFORE_DELIVERY } from './drafts';
import {
  COLLABORATION_NOT_FOUND,
  DRAFT_CHANGES_REQUESTED,
  DRAFT_WAITING,
  IN_DISPUTE,
  NOT_PAID_YET,
} from './service';

/** Drafts for approval before the published delivery (see docs/collaboration.md). */

let t: TestApp;
let brand: SignedIn;
let otherBrand: SignedIn;
let influencer: SignedIn;
let otherInfluencer: SignedIn;
let admin: SignedIn;

beforeAll(async () => {
  t = await startTestApp({ platformFeePercent: 10, revisionRounds: 2 });
  brand = await registerUser(t.app, 'brand');
  otherBrand = await registerUser(t.app, 'brand');
  influencer = await registerUser(t.app, 'influencer');
  otherInfluencer = await registerUser(t.app, 'influencer');
  admin = await registerAdmin(t.app, t.database.db);
});
afterAll(() => t.close());

const call = (method: 'GET' | 'POST' | 'PUT', url: string, who?: SignedIn, payload?: unknown) =>
  injectAs(t.app, method, url, who, payload);

const A_LINK = { url: 'https://drive.google.com/file/d/draft', platform: null };
const A_POST = { links: [{ url: 'https://www.instagram.com/p/published', platform: 'instagram' }] };

interface Part {
  field: string;
  value: string | Buffer;
  filename?: string;
  type?: string;
}

/** A multipart/form-data body of fields and files, for `app.inject`. */
function multipart(parts: Part[]) {
  const boundary = '----portal-draft-boundary';
  const chunks = parts.flatMap((part) => [
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${part.field}"` +
        (part.filename === undefined
          ? '\r\n\r\n'
          : `; filename="${part.filename}"\r\nContent-Type: ${part.type ?? 'application/octet-stream'}\r\n\r\n`),
    ),
    typeof part.value === 'string' ? Buffer.from(part.value) : part.value,
    Buffer.from('\r\n'),
  ]);
  return {
    payload: Buffer.concat([...chunks, Buffer.from(`--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

const aFile = (value: Buffer, filename = 'draft.png', type = 'image/png'): Part => ({
  field: 'files',
  value,
  filename,
  type,
});
const aPdf = () => Buffer.from('%PDF-1.7\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');

function sendDraftForm(id: number, parts: Part[], who: SignedIn = influencer) {
  const { payload, headers } = multipart(parts);
  return t.app.inject({
    method: 'POST',
    url: `/api/applications/${id}/drafts/`,
    headers: { ...bearer(who), ...headers },
    payload,
  });
}

const sendDraft = (id: number, body: unknown = { links: [A_LINK] }, who = influencer) =>
  call('POST', `/applications/${id}/drafts/`, who, body);
const decide = (id: number, draftId: number, body: unknown, who = brand) =>
  call('PUT', `/applications/${id}/drafts/${draftId}/`, who, body);
const listDrafts = (id: number, who: SignedIn) => call('GET', `/applications/${id}/drafts/`, who);
const downloadFile = (id: number, draftId: number, fileId: number, who?: SignedIn) =>
  call('GET', `/applications/${id}/drafts/${draftId}/files/${fileId}/`, who);

const privateFiles = () => {
  const dir = path.join(t.config.uploadDir, 'private');
  return existsSync(dir) ? readdirSync(dir) : [];
};
const draftRows = (id: number) =>
  t.database.db.select().from(deliveryDrafts).where(eq(deliveryDrafts.applicationId, id));

async function funded(parties = { brand, influencer, admin }) {
  const { applicationId } = await confirmedPayment(t.app, t.database.db, parties, '2000.00');
  return applicationId;
}

const conflictWith = (error: string) => ({ statusCode: 409, body: { error } });
const answerOf = (response: { statusCode: number; json(): unknown }) => ({
  statusCode: response.statusCode,
  body: response.json(),
});

describe('a draft of links', () => {
  it('is submitted by the influencer, answered by the brand, and releases no money', async () => {
    const id = await funded();
    const sent = await sendDraft(id, { links: [A_LINK], note: 'The first cut.' });
    expect(sent.statusCode).toBe(201);
    const draft = draftSchema.parse(sent.json());
    expect(draft).toMatchObject({
      links: [A_LINK],
      files: [],
      note: 'The first cut.',
      decision: null,
      reason: null,
    });
    const told = await notificationsOf(t.database.db, brand.user.id, 'draft_submitted');
    expect(told.at(-1)).toMatchObject({ link: `/collaborations/${id}` });
    expect(told.at(-1)?.text).toContain('sent a draft');

    const approved = await decide(id, draft.id, { decision: 'approved' });
    expect(approved.statusCode).toBe(200);
    expect(approved.json()).toMatchObject({ decision: 'approved', reason: null });
    const collaboration = (
      await call('GET', `/applications/${id}/`, brand)
    ).json() as Collaboration;
    expect(collaboration).toMatchObject({ status: 'in_escrow', released_amount: '0.00' });
    const decided = await notificationsOf(t.database.db, influencer.user.id, 'draft_decided');
    expect(decided.at(-1)?.text).toContain('approved your draft');

    // Then the published post, answered by the escrow rules as before.
    expect(
      (await call('POST', `/applications/${id}/deliveries/`, influencer, A_POST)).statusCode,
    ).toBe(201);
    const released = await call('PUT', `/applications/${id}/delivery/`, brand, {
      decision: 'approved',
    });
    expect(released.json()).toMatchObject({ status: 'released', released_amount: '1800.00' });
  });

  it('after a request for changes, takes a new draft and holds the delivery until approved', async () => {
    const id = await funded();
    const first = draftSchema.parse((await sendDraft(id)).json());
    const changes = await decide(id, first.id, {
      decision: 'changes_requested',
      reason: 'Show the label.',
    });
    expect(changes.json()).toMatchObject({
      decision: 'changes_requested',
      reason: 'Show the label.',
    });
    const decided = await notificationsOf(t.database.db, influencer.user.id, 'draft_decided');
    expect(decided.at(-1)?.text).toContain('Show the label.');
    expect(
      answerOf(await call('POST', `/applications/${id}/deliveries/`, influencer, A_POST)),
    ).toEqual(conflictWith(DRAFT_CHANGES_REQUESTED));

    const second = draftSchema.parse((await sendDraft(id)).json());
    expect(
      answerOf(await call('POST', `/applications/${id}/deliveries/`, influencer, A_POST)),
    ).toEqual(conflictWith(DRAFT_WAITING));
    expect(answerOf(await sendDraft(id))).toEqual(conflictWith(DRAFT_WAITING));
    await decide(id, second.id, { decision: 'approved' });
    expect(answerOf(await sendDraft(id))).toEqual(conflictWith(DRAFT_APPROVED));
    expect(answerOf(await decide(id, second.id, { decision: 'approved' }))).toEqual(
      conflictWith(DRAFT_ANSWERED),
    );
    expect(answerOf(await decide(id, first.id, { decision: 'approved' }))).toEqual(
      conflictWith(DRAFT_ANSWERED),
    );
    const drafts = draftListSchema.parse((await listDrafts(id, admin)).json());
    expect(drafts.map((draft: Draft) => draft.decision)).toEqual(['changes_requested', 'approved']);
  });

  it('is optional: a delivery without a draft works as before', async () => {
    const id = await funded();
    expect(
      (await call('POST', `/applications/${id}/deliveries/`, influencer, A_POST)).statusCode,
    ).toBe(201);
    expect(answerOf(await sendDraft(id))).toEqual(conflictWith(DRAFTS_BEFORE_DELIVERY));
  });

  it('answers 409 before the payment and during a dispute', async () => {
    const unpaid = await acceptedApplication(t.database.db, brand.user.id, influencer.user.id);
    expect(answerOf(await sendDraft(unpaid.application.id))).toEqual(conflictWith(NOT_PAID_YET));

    const id = await funded();
    const draft = draftSchema.parse((await sendDraft(id)).json());
    await call('POST', `/applications/${id}/dispute/`, brand, { reason: 'We disagree.' });
    expect(answerOf(await decide(id, draft.id, { decision: 'approved' }))).toEqual(
      conflictWith(IN_DISPUTE),
    );
    expect((await draftRows(id))[0]?.decision).toBeNull();
  });

  it('needs a reason to ask for changes, a known decision, and a link or a file', async () => {
    const id = await funded();
    const draft = draftSchema.parse((await sendDraft(id)).json());
    for (const body of [{ decision: 'changes_requested' }, { decision: 'maybe' }, {}]) {
      const answer = await decide(id, draft.id, body);
      expect(answer.statusCode).toBe(400);
      expect((answer.json() as { error: string }).error).toEqual(expect.any(String));
    }
    expect((await draftRows(id))[0]?.decision).toBeNull();

    const other = await funded();
    const empty = await sendDraft(other, { links: [], note: 'Nothing here.' });
    expect(answerOf(empty)).toMatchObject({ statusCode: 400, body: { error: EMPTY_DRAFT } });
    for (const links of [
      [{ url: 'javascript:alert(1)' }],
      [{ url: 'https://example.com/a', platform: 'myspace' }],
      Array.from({ length: 11 }, (_, n) => ({ url: `https://example.com/${n}` })),
    ]) {
      expect((await sendDraft(other, { links })).statusCode).toBe(400);
    }
    expect(await draftRows(other)).toEqual([]);
  });
});

describe('a draft of files', () => {
  it('stores images and PDFs privately and serves them to the parties and admins only', async () => {
    const id = await funded();
    const before = privateFiles().length;
    const sent = await sendDraftForm(id, [
      { field: 'links', value: JSON.stringify([A_LINK]) },
      { field: 'note', value: 'Two pictures and the script.' },
      aFile(tinyPng()),
      aFile(tinyJpeg(), 'photo.jpg', 'image/jpeg'),
      aFile(tinyWebp(), 'photo.webp', 'image/webp'),
      aFile(aPdf(), 'স্ক্রিপ্ট.pdf', 'application/pdf'),
    ]);
    expect(sent.statusCode).toBe(201);
    const draft = draftSchema.parse(sent.json());
    expect(draft.files.map((file) => [file.name, file.format])).toEqual([
      ['draft.png', 'png'],
      ['photo.jpg', 'jpg'],
      ['photo.webp', 'webp'],
      ['স্ক্রিপ্ট.pdf', 'pdf'],
    ]);
    expect(draft).toMatchObject({ links: [A_LINK], note: 'Two pictures and the script.' });
    expect(privateFiles().length).toBe(before + 4);

    const [png, , , pdf] = draft.files;
    if (png === undefined || pdf === undefined) throw new Error('files missing');
    for (const who of [brand, influencer, admin]) {
      const file = await downloadFile(id, draft.id, png.id, who);
      expect(file.statusCode).toBe(200);
      expect(file.headers['content-type']).toBe('image/png');
      expect(file.headers['x-content-type-options']).toBe('nosniff');
      expect(file.rawPayload.equals(tinyPng())).toBe(true);
    }
    const document = await downloadFile(id, draft.id, pdf.id, brand);
    expect(document.headers['content-type']).toBe('application/pdf');
    expect(document.headers['content-disposition']).toContain(
      `filename*=UTF-8''${encodeURIComponent('স্ক্রিপ্ট.pdf')}`,
    );
    for (const who of [otherBrand, otherInfluencer]) {
      expect(answerOf(await downloadFile(id, draft.id, png.id, who))).toEqual({
        statusCode: 404,
        body: { error: COLLABORATION_NOT_FOUND },
      });
      expect((await listDrafts(id, who)).statusCode).toBe(404);
    }
    expect((await downloadFile(id, draft.id, png.id)).statusCode).toBe(401);
    // A file of another draft, or of another collaboration, is not found through this one.
    const other = await funded();
    expect((await downloadFile(other, draft.id, png.id, brand)).statusCode).toBe(404);
    expect((await downloadFile(id, draft.id, 999_999, brand)).statusCode).toBe(404);
    // The public uploads route never serves a private file.
    const [stored] = privateFiles();
    expect(
      (await t.app.inject({ method: 'GET', url: `/uploads/private/${stored}` })).statusCode,
    ).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: `/uploads/${stored}` })).statusCode).toBe(404);
  });

  it('takes files alone, without links', async () => {
    const id = await funded();
    const sent = await sendDraftForm(id, [aFile(tinyPng())]);
    expect(sent.statusCode).toBe(201);
    expect(sent.json()).toMatchObject({ links: [], note: '' });
  });

  it('refuses wrong bytes, too many, too large or misnamed files, and stores nothing', async () => {
    const id = await funded();
    const before = privateFiles().length;
    const cases: [Part[], number, string | undefined][] = [
      // The name and the declared type are the sender's word: the bytes decide.
      [
        [aFile(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'), 'a.png', 'image/png')],
        400,
        NOT_A_DRAFT_FILE,
      ],
      [[aFile(tinyGif(), 'a.gif', 'image/gif')], 400, NOT_A_DRAFT_FILE],
      [
        [aFile(tinyPng()), aFile(Buffer.from('MZ executable'), 'b.pdf', 'application/pdf')],
        400,
        NOT_A_DRAFT_FILE,
      ],
      [Array.from({ length: 6 }, () => aFile(tinyPng())), 400, TOO_MANY_DRAFT_FILES],
      [
        [aFile(Buffer.concat([tinyPng(), Buffer.alloc(MAX_DRAFT_FILE_BYTES)]))],
        413,
        DRAFT_FILE_TOO_LARGE,
      ],
      [
        [{ field: 'avatar', value: tinyPng(), filename: 'a.png', type: 'image/png' }],
        400,
        undefined,
      ],
      [[{ field: 'links', value: 'not json' }, aFile(tinyPng())], 400, undefined],
      [
        [
          { field: 'links', value: JSON.stringify([{ url: 'ftp://example.com' }]) },
          aFile(tinyPng()),
        ],
        400,
        undefined,
      ],
      [[{ field: 'note', value: 'Only a note.' }], 400, EMPTY_DRAFT],
    ];
    for (const [parts, status, error] of cases) {
      const response = await sendDraftForm(id, parts);
      expect(response.statusCode).toBe(status);
      const body = response.json() as { error: string };
      expect(body.error).toEqual(error ?? expect.any(String));
    }
    expect(privateFiles().length).toBe(before);
    expect(await draftRows(id)).toEqual([]);
  });

  it('stores nothing when the state refuses the draft', async () => {
    const id = await funded();
    await sendDraft(id);
    const before = privateFiles().length;
    expect(answerOf(await sendDraftForm(id, [aFile(tinyPng())]))).toEqual(
      conflictWith(DRAFT_WAITING),
    );
    expect(privateFiles().length).toBe(before);
  });
});

describe('who may', () => {
  it('lets only its influencer submit, only its brand decide, and its parties and admins read', async () => {
    const id = await funded();
    expect((await sendDraft(id, undefined, otherInfluencer)).statusCode).toBe(404);
    expect((await sendDraft(id, undefined, brand)).statusCode).toBe(403);
    expect((await sendDraft(id, undefined, admin)).statusCode).toBe(403);
    const draft = draftSchema.parse((await sendDraft(id)).json());
    expect((await decide(id, draft.id, { decision: 'approved' }, otherBrand)).statusCode).toBe(404);
    expect((await decide(id, draft.id, { decision: 'approved' }, influencer)).statusCode).toBe(403);
    expect((await decide(id, draft.id, { decision: 'approved' }, admin)).statusCode).toBe(403);
    expect(answerOf(await decide(id, 999_999, { decision: 'approved' }))).toEqual({
      statusCode: 404,
      body: { error: DRAFT_NOT_FOUND },
    });
    for (const who of [brand, influencer, admin]) {
      expect(draftListSchema.parse((await listDrafts(id, who)).json())).toHaveLength(1);
    }
    expect((await draftRows(id))[0]?.decision).toBeNull();
  });
});

describe('e-mail preferences', () => {
  it('a draft sent for approval and a draft answered each have their own switch', async () => {
    const response = await call('PUT', '/account/email-preferences/', brand, {
      off: ['draft_submitted', 'draft_decided'],
    });
    expect(response.json()).toEqual({ off: ['draft_submitted', 'draft_decided'] });
    await call('PUT', '/account/email-preferences/', brand, { off: [] });
  });
});

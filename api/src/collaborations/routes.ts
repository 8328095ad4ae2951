import multipart from '@fastify/multipart';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  collaborationSchema,
  deliverySchema,
  disputeSchema,
  openDisputeRequestSchema,
  reviewDeliveryRequestSchema,
  submitDeliveryRequestSchema,
} from '@portal/shared/contract/collaborations';
import { errorBodySchema, idParamSchema } from '@portal/shared/contract/common';
import {
  DRAFT_FILE_TOO_LARGE,
  DRAFT_FILE_TYPES,
  draftFileParamSchema,
  draftListSchema,
  draftParamSchema,
  draftSchema,
  MAX_DRAFT_FILE_BYTES,
  MAX_DRAFT_FILES,
  submitDraftRequestSchema,
  TOO_MANY_DRAFT_FILES,
} from '@portal/shared/contract/drafts';
import { signedInUser } from '../auth/authenticate';
import { badRequest, HttpError } from '../http/errors';
import { noBodySchema } from '../http/no-body';
import { parseBody } from '../http/parse-body';
import type { DraftDownload, DraftFileInput, DraftInput, DraftService } from './drafts';
import type { CollaborationService } from './service';

export interface CollaborationRoutesOptions {
  collaborations: CollaborationService;
  drafts: DraftService;
}

const UNREADABLE_UPLOAD = 'The upload could not be read. Please try again.';
const FILES_FIELD = 'Send the files in the field `files`.';
const LINKS_NOT_JSON = 'Send the links as a JSON array.';

/**
 * A draft as sent: a JSON body, or a multipart form with the fields `links` (JSON text) and `note`
 * and up to MAX_DRAFT_FILES parts `files` of at most 10 MB each (413 beyond).
 */
async function draftInput(request: FastifyRequest): Promise<DraftInput> {
  if (!request.isMultipart()) {
    return { ...parseBody(submitDraftRequestSchema, request.body ?? {}), files: [] };
  }
  const fields: Record<string, unknown> = {};
  const files: DraftFileInput[] = [];
  const { multipartErrors } = request.server;
  try {
    const parts = request.parts({
      limits: {
        fileSize: MAX_DRAFT_FILE_BYTES,
        files: MAX_DRAFT_FILES,
        fields: 10,
        fieldSize: 64 * 1024,
        parts: MAX_DRAFT_FILES + 10,
      },
    });
    for await (const part of parts) {
      if (part.type === 'field') {
        fields[part.fieldname] = part.value;
      } else if (part.fieldname === 'files') {
        files.push({ bytes: await part.toBuffer(), name: part.filename });
      } else {
        throw badRequest({ files: [FILES_FIELD] }, FILES_FIELD);
      }
    }
  } catch (error) {
    if (error instanceof HttpError) throw error;
    if (error instanceof multipartErrors.RequestFileTooLargeError) {
      throw new HttpError(413, DRAFT_FILE_TOO_LARGE);
    }
    if (error instanceof multipartErrors.FilesLimitError) {
      throw badRequest({ files: [TOO_MANY_DRAFT_FILES] }, TOO_MANY_DRAFT_FILES);
    }
    throw badRequest({ files: [UNREADABLE_UPLOAD] }, UNREADABLE_UPLOAD);
  }
  let links: unknown;
  try {
    links = typeof fields.links === 'string' ? JSON.parse(fields.links) : undefined;
  } catch {
    throw badRequest({ links: [LINKS_NOT_JSON] }, LINKS_NOT_JSON);
  }
  return { ...parseBody(submitDraftRequestSchema, { links, note: fields.note }), files };
}

/**
 * A draft's file as stored, with the type of its bytes checked at upload, `nosniff` and a sandbox
 * policy so a browser never runs one as a page.
 */
function sendDraftFile(reply: FastifyReply, { file, name }: DraftDownload): FastifyReply {
  return reply
    .type(file.contentType)
    .header('Content-Length', file.size)
    .header('Content-Disposition', dispositionOf(name))
    .header('X-Content-Type-Options', 'nosniff')
    .header('Content-Security-Policy', "default-src 'none'; sandbox")
    .send(file.handle.createReadStream());
}

/** A file name for Content-Disposition: ASCII in `filename`, the whole name in `filename*`. */
function dispositionOf(name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]|["\\]/g, '_');
  return `inline; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}

const errors = { 404: errorBodySchema, 409: errorBodySchema };

/**
 * The collaboration of an accepted application and its transitions (see docs/money.md):
 * GET /applications/{id}/, drafts for approval, deliveries, the brand's answer, disputes, stepping
 * back, cancelling.
 */
export const collaborationRoutes: FastifyPluginAsyncZod<CollaborationRoutesOptions> = async (
  app,
  { collaborations, drafts },
) => {
  // Multipart is accepted on this plugin's routes only (a draft's files).
  await app.register(multipart);

  app.get(
    '/applications/:id/',
    {
      schema: {
        summary:
          'The collaboration of an accepted application: parties, amount, fee, state, payment, ' +
          'deliveries, dispute, refund and timeline (its brand, its influencer, admins).',
        params: idParamSchema,
        response: { 200: collaborationSchema, ...errors },
      },
    },
    async (request) => collaborations.view(signedInUser(request), request.params.id),
  );

  app.post(
    '/applications/:id/deliveries/',
    {
      onRequest: app.requireRole('influencer'),
      schema: {
        summary:
          'Deliver the work (the influencer; in escrow or after a request for changes): 1-10 links and a note.',
        params: idParamSchema,
        body: submitDeliveryRequestSchema,
        response: { 201: deliverySchema, ...errors },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(await collaborations.deliver(signedInUser(request), request.params.id, request.body)),
  );

  app.put(
    '/applications/:id/delivery/',
    {
      onRequest: app.requireRole('brand'),
      schema: {
        summary:
          'Answer the latest delivery (the brand): approve and release the money, or ask for changes with a reason.',
        params: idParamSchema,
        body: reviewDeliveryRequestSchema,
        response: { 200: collaborationSchema, ...errors },
      },
    },
    async (request) =>
      collaborations.answerDelivery(signedInUser(request), request.params.id, request.body),
  );

  app.get(
    '/applications/:id/drafts/',
    {
      schema: {
        summary:
          "The collaboration's drafts for approval, oldest first (its brand, its influencer, admins).",
        params: idParamSchema,
        response: { 200: draftListSchema, ...errors },
      },
    },
    async (request) => drafts.list(signedInUser(request), request.params.id),
  );

  app.post(
    '/applications/:id/drafts/',
    {
      onRequest: app.requireRole('influencer'),
      schema: {
        summary:
          'Submit a draft for approval before publishing (the influencer; in escrow, nothing ' +
          'delivered, no draft waiting or approved): links and/or files, and a note.',
        description:
          'JSON `{links, note}`, or multipart/form-data with the fields `links` (the same array ' +
          `as JSON text) and \`note\` and up to ${MAX_DRAFT_FILES} parts \`files\`: JPEG, PNG, ` +
          'WebP or PDF, checked by their bytes, at most 10 MB each (413 beyond). At least one ' +
          'link or file. Approving a draft releases no money.',
        params: idParamSchema,
        // A multipart request has no parsed body (null); the handler checks either kind.
        body: z.nullish(submitDraftRequestSchema),
        response: { 201: draftSchema, 413: errorBodySchema, ...errors },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(
          await drafts.submit(signedInUser(request), request.params.id, await draftInput(request)),
        ),
  );

  app.put(
    '/applications/:id/drafts/:draft_id/',
    {
      onRequest: app.requireRole('brand'),
      schema: {
        summary:
          'Answer a waiting draft (the brand): approve it (no money moves; the influencer then ' +
          'delivers the published post) or ask for changes with a reason.',
        params: draftParamSchema,
        body: reviewDeliveryRequestSchema,
        response: { 200: draftSchema, ...errors },
      },
    },
    async (request) =>
      drafts.decide(
        signedInUser(request),
        request.params.id,
        request.params.draft_id,
        request.body,
      ),
  );

  app.get(
    '/applications/:id/drafts/:draft_id/files/:file_id/',
    {
      schema: {
        summary: "A draft's file (its brand, its influencer, admins; 404 for anyone else).",
        params: draftFileParamSchema,
        response: {
          200: {
            content: Object.fromEntries(
              Object.values(DRAFT_FILE_TYPES).map((type) => [type, { schema: z.string() }]),
            ),
          },
          ...errors,
        },
      },
    },
    async (request, reply) => {
      const { params } = request;
      return sendDraftFile(
        reply,
        await drafts.file(signedInUser(request), params.id, params.draft_id, params.file_id),
      );
    },
  );

  app.post(
    '/applications/:id/dispute/',
    {
      onRequest: app.requireRole('brand', 'influencer'),
      schema: {
        summary: 'Open a dispute (either party, while the money is held): an admin decides it.',
        params: idParamSchema,
        body: openDisputeRequestSchema,
        response: { 201: disputeSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(
          await collaborations.openDispute(
            signedInUser(request),
            request.params.id,
            request.body.reason,
          ),
        ),
  );

  app.post(
    '/applications/:id/withdraw/',
    {
      onRequest: app.requireRole('influencer'),
      schema: {
        summary:
          'Step back from a funded collaboration (the influencer): the money goes back to the brand.',
        params: idParamSchema,
        body: noBodySchema,
        response: { 200: collaborationSchema, ...errors },
      },
    },
    async (request) => collaborations.stepBack(signedInUser(request), request.params.id),
  );

  app.post(
    '/applications/:id/cancel/',
    {
      onRequest: app.requireRole('brand'),
      schema: {
        summary:
          'Cancel a funded collaboration nothing was delivered for, 7 days after the deadline ' +
          '(21 days after payment without one): the money goes back to the brand.',
        params: idParamSchema,
        body: noBodySchema,
        response: { 200: collaborationSchema, ...errors },
      },
    },
    async (request) => collaborations.cancel(signedInUser(request), request.params.id),
  );
};

import multipart from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorBodySchema } from '@portal/shared/contract/common';
import {
  brandProfileUpdateSchema,
  influencerProfileUpdateSchema,
  languageUpdateSchema,
  MAX_PICTURE_BYTES,
  ownProfileSchema,
  pictureResponseSchema,
  publicProfileSchema,
  removePictureRequestSchema,
  usernameParamSchema,
} from '@portal/shared/contract/profiles';
import { signedInUser } from '../auth/authenticate';
import { badRequest, HttpError } from '../http/errors';
import { parseBody } from '../http/parse-body';
import type { ProfileService } from './service';

export interface ProfileRoutesOptions {
  profiles: ProfileService;
}

export const PICTURE_TOO_LARGE = 'Image size should be less than 5MB.';
const UNREADABLE_UPLOAD = 'The upload could not be read. Please try again.';
const CHOOSE_PICTURE = 'Choose a picture to upload as the profile_picture field.';

const errors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema };

/** The bytes of the multipart file field `profile_picture`, at most 5 MB (413 beyond). */
async function pictureBytes(request: FastifyRequest): Promise<Buffer> {
  try {
    const file = await request.file({
      limits: { fileSize: MAX_PICTURE_BYTES, files: 1, fields: 10, fieldSize: 1000, parts: 20 },
    });
    if (file?.fieldname !== 'profile_picture') {
      throw badRequest({ profile_picture: [CHOOSE_PICTURE] });
    }
    return await file.toBuffer();
  } catch (error) {
    if (error instanceof HttpError) throw error;
    if (error instanceof request.server.multipartErrors.RequestFileTooLargeError) {
      throw new HttpError(413, PICTURE_TOO_LARGE);
    }
    // Anything else went wrong reading the client's stream (a malformed or cut-off body).
    throw badRequest({ profile_picture: [UNREADABLE_UPLOAD] }, UNREADABLE_UPLOAD);
  }
}

/**
 * GET/PUT /profile/, PATCH /profile/picture/, PUT /profile/language/, GET /profile/{username}/
 * (see docs/api-conventions.md and docs/i18n.md).
 */
export const profileRoutes: FastifyPluginAsyncZod<ProfileRoutesOptions> = async (app, options) => {
  const { profiles } = options;
  // Multipart is accepted on this plugin's routes only (the picture upload).
  await app.register(multipart);

  app.get(
    '/profile/',
    {
      schema: {
        summary: 'The signed-in user’s own profile.',
        response: { 200: ownProfileSchema, ...errors },
      },
    },
    async (request) => profiles.ownProfile(signedInUser(request).id),
  );

  app.put(
    '/profile/',
    {
      onRequest: app.requireRole('brand', 'influencer'),
      // Which of the two shapes applies depends on the user's role in the database, so the
      // body is checked in the handler; the schema here documents both.
      validatorCompiler: () => (data) => ({ value: data }),
      schema: {
        summary: 'Update the profile: the brand or influencer shape by the user’s role.',
        description:
          'A new `email` follows PUT /account/email/: unless EMAIL_VERIFICATION=none it stays ' +
          'in `pending_email` until its verification link is opened (429 past 5 links an hour).',
        body: z.union([brandProfileUpdateSchema, influencerProfileUpdateSchema]),
        response: { 200: ownProfileSchema, 429: errorBodySchema, ...errors },
      },
    },
    async (request) => {
      const user = signedInUser(request);
      if (user.role === 'brand') {
        return profiles.updateBrandProfile(
          user.id,
          parseBody(brandProfileUpdateSchema, request.body),
        );
      }
      return profiles.updateInfluencerProfile(
        user.id,
        parseBody(influencerProfileUpdateSchema, request.body),
      );
    },
  );

  app.patch(
    '/profile/picture/',
    {
      onRequest: app.requireRole('brand', 'influencer'),
      schema: {
        summary: 'Upload the profile picture, or remove it.',
        description:
          'Send multipart/form-data with the file in the field `profile_picture` (PNG, JPEG, ' +
          'WebP or GIF, checked by its bytes; at most 5 MB, else 413), or JSON ' +
          '`{"profile_picture": null}` to remove the picture.',
        // A multipart request has no parsed body (null); a JSON one must be the removal.
        body: z.nullish(removePictureRequestSchema),
        response: { 200: pictureResponseSchema, 413: errorBodySchema, ...errors },
      },
    },
    async (request) => {
      const user = signedInUser(request);
      if (request.isMultipart()) {
        return profiles.replacePicture(user.id, await pictureBytes(request));
      }
      if (request.body == null) throw badRequest({ profile_picture: [CHOOSE_PICTURE] });
      return profiles.removePicture(user.id);
    },
  );

  app.put(
    '/profile/language/',
    {
      schema: {
        summary: 'Keep the language the signed-in user reads the portal in (any role).',
        description:
          'The browser shows it after sign-in; the API words its answers and the user’s ' +
          'notifications in it when a request carries no Accept-Language it supports.',
        body: languageUpdateSchema,
        response: { 200: languageUpdateSchema, ...errors },
      },
    },
    async (request) => profiles.setLanguage(signedInUser(request).id, request.body.language),
  );

  app.get(
    '/profile/:username/',
    {
      config: { public: true },
      schema: {
        summary: 'A brand’s or influencer’s public profile (never their email).',
        params: usernameParamSchema,
        response: { 200: publicProfileSchema, 400: errorBodySchema, 404: errorBodySchema },
      },
    },
    async (request) => profiles.publicProfile(request.params.username),
  );
};

import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { isDatabaseUnavailable } from '../db/errors';
import { fieldsIn, sentenceIn } from '../texts';
import { HttpError, invalidFields } from './errors';
import { requestLanguage, type Language } from './language';

type ErrorReply = {
  status: number;
  body: { error: string; fields?: Record<string, string[]>; link?: string };
  headers?: Record<string, string>;
};

/** Fastify's own client-error codes, answered with a sentence instead of its internals. */
const FASTIFY_CLIENT_ERRORS: Record<string, ErrorReply> = {
  FST_ERR_CTP_INVALID_JSON_BODY: {
    status: 400,
    body: { error: 'The request body is not valid JSON.' },
  },
  FST_ERR_CTP_EMPTY_JSON_BODY: { status: 400, body: { error: 'The request body is empty.' } },
  FST_ERR_CTP_BODY_TOO_LARGE: { status: 413, body: { error: 'The request body is too large.' } },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: {
    status: 400,
    body: { error: 'Send the request body as JSON (Content-Type: application/json).' },
  },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: {
    status: 400,
    body: { error: 'The Content-Length header does not match the body.' },
  },
  FST_ERR_BAD_URL: {
    status: 400,
    body: { error: 'The address is not valid: it has a broken %-escape.' },
  },
  FST_ERR_MAX_PARAM_LENGTH: { status: 414, body: { error: 'The address is too long.' } },
};

/** The database is restarting or out of reach: the same request is worth sending again. */
const DATABASE_UNAVAILABLE: ErrorReply = {
  status: 503,
  body: { error: 'The service is briefly unavailable. Please try again in a moment.' },
  headers: { 'Retry-After': '1' },
};

/** The route validation's refusal, as the same 400 a service's `badRequest` gives. */
function validationError(issues: { instancePath: string; message?: string }[], part: string) {
  return invalidFields(
    issues.map((issue) => ({
      field: issue.instancePath.replace(/^\//, '').replaceAll('/', '.'),
      message: issue.message ?? 'Invalid value.',
    })),
    part,
  );
}

function replyOf(error: HttpError): ErrorReply {
  return {
    status: error.statusCode,
    body: {
      error: error.message,
      ...(error.fields === undefined ? {} : { fields: error.fields }),
      ...(error.link === undefined ? {} : { link: error.link }),
    },
    ...(error.headers === undefined ? {} : { headers: error.headers }),
  };
}

function replyFor(error: FastifyError): ErrorReply | undefined {
  if (error instanceof HttpError) return replyOf(error);
  if (hasZodFastifySchemaValidationErrors(error)) {
    return replyOf(validationError(error.validation, error.validationContext ?? 'body'));
  }
  if (isDatabaseUnavailable(error)) return DATABASE_UNAVAILABLE;
  const known = error.code === undefined ? undefined : FASTIFY_CLIENT_ERRORS[error.code];
  if (known !== undefined) return known;
  const status = error.statusCode;
  if (status !== undefined && status >= 400 && status < 500) {
    // Any other client error Fastify raises: keep the status family, hide the internals.
    if (status === 429)
      return { status, body: { error: 'Too many requests. Please wait a minute and try again.' } };
    if (status === 413) return { status, body: { error: 'The request is too large.' } };
    return { status: 400, body: { error: 'The request could not be understood.' } };
  }
  return undefined;
}

/** The body in the reader's language: its sentence and each field's messages (English is kept). */
function inLanguage(body: ErrorReply['body'], language: Language): ErrorReply['body'] {
  if (language === 'en') return body;
  return {
    ...body,
    error: sentenceIn(language, body.error),
    ...(body.fields === undefined ? {} : { fields: fieldsIn(language, body.fields) }),
  };
}

/**
 * Answers an error: client errors get a sentence, anything else is logged and hidden. The
 * sentence comes in the request's language (requestLanguage), translated from the English one.
 */
export function sendError(
  error: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
): FastifyReply {
  const known = replyFor(error);
  if (known !== undefined) {
    if (known.status >= 500) request.log.error({ err: error }, 'request failed');
    return reply
      .code(known.status)
      .headers(known.headers ?? {})
      .send(inLanguage(known.body, requestLanguage(request)));
  }
  request.log.error({ err: error }, 'request failed');
  return reply
    .code(500)
    .send(
      inLanguage(
        { error: 'Something went wrong on our side. Please try again.' },
        requestLanguage(request),
      ),
    );
}

/** One error handler for every route (and, through `frameworkErrors`, for unroutable URLs). */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler(sendError);
}

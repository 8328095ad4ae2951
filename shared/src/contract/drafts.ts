import * as z from '@portal/shared/contract/zod';
import {
  deliveryDecisionSchema,
  deliveryLinkSchema,
  deliveryLinksInputSchema,
  deliveryNoteInputSchema,
} from './collaborations';
import { idInputSchema, idSchema } from './common';

/**
 * A draft for approval (see docs/collaboration.md): the work shown to the brand before it is
 * published, as links and/or files. Approving it releases no money; the published delivery that
 * follows is answered as any delivery.
 */

/** At most this many files in one draft. */
export const MAX_DRAFT_FILES = 5;
/** Each file of a draft is at most 10 MB. */
export const MAX_DRAFT_FILE_BYTES = 10 * 1024 * 1024;
/** A file's name as shown, at most this many characters (a longer one is cut). */
export const DRAFT_FILE_NAME_MAX = 200;

/** What a draft's file may be, told by its bytes: a JPEG, PNG or WebP image, or a PDF. */
export const DRAFT_FILE_FORMATS = ['jpg', 'png', 'webp', 'pdf'] as const;
export const draftFileFormatSchema = z.enum(DRAFT_FILE_FORMATS);
export type DraftFileFormat = z.infer<typeof draftFileFormatSchema>;

export const draftFileSchema = z.object({
  id: idSchema,
  name: z.string(),
  format: draftFileFormatSchema,
  size: z.int().check(z.positive()),
});
export type DraftFile = z.infer<typeof draftFileSchema>;

export const draftSchema = z.object({
  id: idSchema,
  links: z.array(deliveryLinkSchema),
  files: z.array(draftFileSchema),
  note: z.string(),
  submitted_at: z.string(),
  /** The brand's answer; null while it waits for one. */
  decision: z.nullable(deliveryDecisionSchema),
  reason: z.nullable(z.string()),
  decided_at: z.nullable(z.string()),
});
export type Draft = z.infer<typeof draftSchema>;

export const draftListSchema = z.array(draftSchema);

/**
 * A draft's links and note: as JSON, or as the multipart fields `links` (this array as JSON text)
 * and `note` beside the files. A draft needs a link or a file.
 */
export const submitDraftRequestSchema = z.object({
  links: z.pipe(
    z.optional(deliveryLinksInputSchema),
    z.transform((links) => links ?? []),
  ),
  note: deliveryNoteInputSchema,
});
export type SubmitDraftRequest = z.input<typeof submitDraftRequestSchema>;

export const draftParamSchema = z.object({ id: idInputSchema, draft_id: idInputSchema });
export const draftFileParamSchema = z.extend(draftParamSchema, { file_id: idInputSchema });

/** The MIME type of each format, as the file is served. */
export const DRAFT_FILE_TYPES: Record<DraftFileFormat, string> = {
  jpg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  pdf: 'application/pdf',
};

/** What the file picker offers (the server checks the bytes whatever the picker says). */
export const DRAFT_FILE_ACCEPT = Object.values(DRAFT_FILE_TYPES).join(',');

export const EMPTY_DRAFT = 'Add a link or a file to your draft.';
export const TOO_MANY_DRAFT_FILES = `Add at most ${MAX_DRAFT_FILES} files.`;
export const DRAFT_FILE_TOO_LARGE = 'Each file should be less than 10 MB.';
export const NOT_A_DRAFT_FILE = 'Each file must be a JPEG, PNG or WebP image or a PDF.';

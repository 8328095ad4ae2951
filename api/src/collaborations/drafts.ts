import type { Draft } from '@portal/shared/contract/drafts';
import {
  DRAFT_FILE_FORMATS,
  DRAFT_FILE_NAME_MAX,
  EMPTY_DRAFT,
  MAX_DRAFT_FILES,
  NOT_A_DRAFT_FILE,
  TOO_MANY_DRAFT_FILES,
  type DraftFileFormat,
} from '@portal/shared/contract/drafts';
import type { DeliveryLink } from '@portal/shared/contract/collaborations';
import type { CurrentUser } from '../auth/authenticate';
import type { Clock } from '../clock';
import type { Database, Queryable } from '../db/client';
import { findCollaborationRecord, lockEscrow } from '../db/queries/collaborations';
import {
  answerDraft,
  draftsOf,
  findDraftFile,
  insertDraft,
  latestDraft,
  type DraftRecord,
} from '../db/queries/drafts';
import { badRequest, conflict, notFound } from '../http/errors';
import { collaborationLink, notify } from '../notifications/notify';
import type { TransactionWithEvents } from '../realtime/after-commit';
import type { PictureStorage, StoredPicture } from '../uploads/picture-storage';
import { sniffFile } from '../uploads/sniff-image';
import {
  DRAFT_WAITING,
  NOT_PAID_YET,
  stateConflict,
  visibleTo,
  type DeliveryAnswer,
} from './service';

export const DRAFT_NOT_FOUND = 'Draft not found.';
export const FILE_NOT_FOUND = 'File not found.';
export const DRAFT_APPROVED =
  'Your draft was approved. Submit the link of the published post as your delivery.';
export const DRAFTS_BEFORE_DELIVERY =
  'Drafts come before the delivery, and the work has been delivered already.';
export const DRAFT_ANSWERED = 'This draft has been answered already.';

export interface DraftFileInput {
  bytes: Buffer;
  /** The name the sender gave it, shown to the brand; never used to store or type it. */
  name: string;
}

export interface DraftInput {
  links: DeliveryLink[];
  note: string;
  files: DraftFileInput[];
}

export interface DraftDownload {
  file: StoredPicture;
  name: string;
}

export interface DraftService {
  /** A collaboration's drafts, oldest first: its brand, its influencer, admins; 404 for others. */
  list(user: CurrentUser, id: number): Promise<Draft[]>;
  submit(influencer: CurrentUser, id: number, input: DraftInput): Promise<Draft>;
  decide(brand: CurrentUser, id: number, draftId: number, answer: DeliveryAnswer): Promise<Draft>;
  /** A draft's file for the collaboration's parties and admins; 404 for anyone else. */
  file(user: CurrentUser, id: number, draftId: number, fileId: number): Promise<DraftDownload>;
}

function toDraft({ draft, files }: DraftRecord): Draft {
  return {
    id: draft.id,
    links: draft.links,
    files: files.map((file) => ({
      id: file.id,
      name: file.name,
      format: file.format,
      size: file.sizeBytes,
    })),
    note: draft.note,
    submitted_at: draft.submittedAt.toISOString(),
    decision: draft.decision,
    reason: draft.reason,
    decided_at: draft.decidedAt?.toISOString() ?? null,
  };
}

const isDraftFormat = (format: string | undefined): format is DraftFileFormat =>
  (DRAFT_FILE_FORMATS as readonly (string | undefined)[]).includes(format);

/** A file name fit to show: its last path part, without control characters, at most 200 long. */
function displayName(name: string, format: DraftFileFormat): string {
  const base = (name.split(/[\\/]/).at(-1) ?? '').replace(/\p{Cc}|\p{Cf}/gu, '').trim();
  return (base === '' ? `file.${format}` : base).slice(0, DRAFT_FILE_NAME_MAX);
}

/**
 * Drafts for approval before the published delivery (see docs/collaboration.md): the influencer
 * submits links and files (kept private in the storage), the brand approves or asks for changes.
 * No money moves and the collaboration's state stays `in_escrow`; each change runs under the
 * escrow row's lock.
 */
export function createDraftService(
  db: Database,
  transaction: TransactionWithEvents,
  clock: Clock,
  storage: PictureStorage,
): DraftService {
  async function recordFor(tx: Queryable, user: CurrentUser, id: number) {
    return visibleTo(user, await findCollaborationRecord(tx, id));
  }

  /** The files checked by their bytes and stored privately; 400 (nothing stored) when one is not. */
  async function storeFiles(files: DraftFileInput[]) {
    if (files.length > MAX_DRAFT_FILES)
      throw badRequest({ files: [TOO_MANY_DRAFT_FILES] }, TOO_MANY_DRAFT_FILES);
    const formats = files.map((file) => sniffFile(file.bytes));
    if (!formats.every(isDraftFormat))
      throw badRequest({ files: [NOT_A_DRAFT_FILE] }, NOT_A_DRAFT_FILE);
    const stored: {
      storageKey: string;
      name: string;
      format: DraftFileFormat;
      sizeBytes: number;
    }[] = [];
    try {
      for (const [index, file] of files.entries()) {
        const format = formats[index] as DraftFileFormat;
        stored.push({
          storageKey: await storage.save(file.bytes, format, 'private'),
          name: displayName(file.name, format),
          format,
          sizeBytes: file.bytes.length,
        });
      }
    } catch (error) {
      await Promise.all(stored.map((file) => storage.delete(file.storageKey)));
      throw error;
    }
    return stored;
  }

  return {
    async list(user, id) {
      await recordFor(db, user, id);
      return (await draftsOf(db, id)).map(toDraft);
    },

    async submit(influencer, id, input) {
      if (input.links.length === 0 && input.files.length === 0) {
        throw badRequest({ links: [EMPTY_DRAFT] }, EMPTY_DRAFT);
      }
      const files = await storeFiles(input.files);
      try {
        return await transaction(async (tx, events) => {
          const record = await recordFor(tx, influencer, id);
          const escrow = await lockEscrow(tx, id);
          if (escrow === undefined) throw conflict(NOT_PAID_YET);
          if (escrow.status !== 'in_escrow') throw stateConflict(escrow, DRAFTS_BEFORE_DELIVERY);
          const latest = await latestDraft(tx, id);
          if (latest?.decision === null) throw conflict(DRAFT_WAITING);
          if (latest?.decision === 'approved') throw conflict(DRAFT_APPROVED);
          const draft = await insertDraft(tx, {
            applicationId: id,
            links: input.links,
            note: input.note,
            submittedAt: clock(),
            files,
          });
          await notify(tx, events, {
            userId: record.brandId,
            kind: 'draft_submitted',
            params: { influencer: record.influencerName, campaign: record.campaignTitle },
            link: collaborationLink(id),
          });
          return toDraft(draft);
        });
      } catch (error) {
        await Promise.all(files.map((file) => storage.delete(file.storageKey)));
        throw error;
      }
    },

    decide(brand, id, draftId, answer) {
      return transaction(async (tx, events) => {
        const record = await recordFor(tx, brand, id);
        const escrow = await lockEscrow(tx, id);
        const drafts = escrow === undefined ? [] : await draftsOf(tx, id);
        const found = drafts.find(({ draft }) => draft.id === draftId);
        if (escrow === undefined || found === undefined) throw notFound(DRAFT_NOT_FOUND);
        if (escrow.status !== 'in_escrow') throw stateConflict(escrow, DRAFTS_BEFORE_DELIVERY);
        const answered = await answerDraft(tx, draftId, {
          decision: answer.decision,
          reason: answer.reason,
          decidedAt: clock(),
        });
        if (answered === undefined) throw conflict(DRAFT_ANSWERED);
        await notify(tx, events, {
          userId: record.influencerId,
          kind: 'draft_decided',
          params: {
            brand: record.brandName,
            campaign: record.campaignTitle,
            decision: answer.decision,
            reason: answer.reason,
          },
          link: collaborationLink(id),
        });
        return toDraft({ draft: answered, files: found.files });
      });
    },

    async file(user, id, draftId, fileId) {
      await recordFor(db, user, id);
      const row = await findDraftFile(db, { applicationId: id, draftId, fileId });
      const file = row === undefined ? undefined : await storage.open(row.storageKey, 'private');
      if (row === undefined || file === undefined) throw notFound(FILE_NOT_FOUND);
      return { file, name: row.name };
    },
  };
}

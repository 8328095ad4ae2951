import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { DeliveryLink } from '@portal/shared/contract/collaborations';
import type { Queryable } from '../client';
import { deliveryDraftFiles, deliveryDrafts } from '../schema';
import { insertRow } from './one-row';

export type DraftRow = typeof deliveryDrafts.$inferSelect;
export type DraftFileRow = typeof deliveryDraftFiles.$inferSelect;

const isWaiting = () => sql`${deliveryDrafts.decision} is null`;

/** A draft with its files, oldest file first. */
export interface DraftRecord {
  draft: DraftRow;
  files: DraftFileRow[];
}

/** The drafts of a collaboration with their files, oldest first. */
export async function draftsOf(db: Queryable, applicationId: number): Promise<DraftRecord[]> {
  const drafts = await db
    .select()
    .from(deliveryDrafts)
    .where(eq(deliveryDrafts.applicationId, applicationId))
    .orderBy(asc(deliveryDrafts.id));
  if (drafts.length === 0) return [];
  const files = await db
    .select()
    .from(deliveryDraftFiles)
    .where(
      inArray(
        deliveryDraftFiles.draftId,
        drafts.map((draft) => draft.id),
      ),
    )
    .orderBy(asc(deliveryDraftFiles.id));
  return drafts.map((draft) => ({
    draft,
    files: files.filter((file) => file.draftId === draft.id),
  }));
}

/** The collaboration's latest draft, if any. */
export async function latestDraft(
  db: Queryable,
  applicationId: number,
): Promise<DraftRow | undefined> {
  const [row] = await db
    .select()
    .from(deliveryDrafts)
    .where(eq(deliveryDrafts.applicationId, applicationId))
    .orderBy(desc(deliveryDrafts.id))
    .limit(1);
  return row;
}

export async function insertDraft(
  db: Queryable,
  draft: {
    applicationId: number;
    links: DeliveryLink[];
    note: string;
    submittedAt: Date;
    files: Pick<DraftFileRow, 'storageKey' | 'name' | 'format' | 'sizeBytes'>[];
  },
): Promise<DraftRecord> {
  const { files, ...fields } = draft;
  const row = await insertRow(db, deliveryDrafts, fields);
  const stored =
    files.length === 0
      ? []
      : await db
          .insert(deliveryDraftFiles)
          .values(files.map((file) => ({ ...file, draftId: row.id })))
          .returning();
  return { draft: row, files: stored.sort((a, b) => a.id - b.id) };
}

/** Answers a draft still waiting; the answered row, or undefined when it was not waiting. */
export async function answerDraft(
  db: Queryable,
  draftId: number,
  answer: Pick<DraftRow, 'decision' | 'reason' | 'decidedAt'>,
): Promise<DraftRow | undefined> {
  const [row] = await db
    .update(deliveryDrafts)
    .set(answer)
    .where(and(eq(deliveryDrafts.id, draftId), isWaiting()))
    .returning();
  return row;
}

/** One file of one draft of one collaboration, or undefined. */
export async function findDraftFile(
  db: Queryable,
  ids: { applicationId: number; draftId: number; fileId: number },
): Promise<DraftFileRow | undefined> {
  const [row] = await db
    .select({ file: deliveryDraftFiles })
    .from(deliveryDraftFiles)
    .innerJoin(deliveryDrafts, eq(deliveryDrafts.id, deliveryDraftFiles.draftId))
    .where(
      and(
        eq(deliveryDraftFiles.id, ids.fileId),
        eq(deliveryDrafts.id, ids.draftId),
        eq(deliveryDrafts.applicationId, ids.applicationId),
      ),
    );
  return row?.file;
}

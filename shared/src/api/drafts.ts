import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { api } from '@portal/shared/api-client';
import type { ReviewDeliveryRequest } from '../contract/collaborations';
import {
  draftListSchema,
  draftSchema,
  type Draft,
  type DraftFile,
  type SubmitDraftRequest,
} from '../contract/drafts';
import { saveFile } from '../download';
import { useApiMutation } from '../data/mutations';
import { queryKeys } from '../data/query-keys';
import { getFile, parsedQueryOptions, sendParsed } from '../data/request';

/** A collaboration's drafts for approval (see docs/collaboration.md), and their files. */
export const draftQueries = {
  list: (applicationId: number) =>
    parsedQueryOptions(
      queryKeys.drafts.list(applicationId),
      `/applications/${applicationId}/drafts/`,
      draftListSchema,
    ),
  /** A draft's file as a Blob, fetched with the bearer token; a stored file never changes. */
  file: (applicationId: number, draftId: number, fileId: number) =>
    queryOptions({
      queryKey: queryKeys.drafts.file(applicationId, draftId, fileId),
      queryFn: () =>
        getFile(
          `/applications/${applicationId}/drafts/${draftId}/files/${fileId}/`,
          undefined,
          'draft',
        ),
      staleTime: Infinity,
    }),
};

/** The drafts of a collaboration, oldest first; read only while `enabled` (once it is funded). */
export function useDrafts(applicationId: number, enabled = true) {
  return useQuery({ ...draftQueries.list(applicationId), enabled });
}

/** A picture's Blob as a data address, read once the Blob is there (no object URL to revoke). */
function useDataAddress(blob: Blob | undefined): string | undefined {
  const [read, setRead] = useState<{ blob: Blob; address: string }>();
  useEffect(() => {
    if (blob === undefined) return undefined;
    const reader = new FileReader();
    reader.onload = () => {
      if (typeof reader.result === 'string') setRead({ blob, address: reader.result });
    };
    reader.readAsDataURL(blob);
    return () => reader.abort();
  }, [blob]);
  return read !== undefined && read.blob === blob ? read.address : undefined;
}

/** What the kit's DraftFileButton shows of one file of a draft, and what pressing it does. */
export interface DraftFileState {
  /** A picture's data address once fetched; undefined for a PDF or while it loads. */
  picture: string | undefined;
  /** A picture still loading. */
  loading: boolean;
  /** Fetching it, to show or to save, failed. */
  failed: boolean;
  /** Saves the file under its name (fetched with the reader's token). */
  save: () => void;
  /** Tries again what failed. */
  retry: () => void;
}

/**
 * One file of a draft, for its parties and admins: a picture fetched to show as a thumbnail, and
 * either saved on demand through GET /applications/{id}/drafts/{draft}/files/{file}/.
 */
export function useDraftFile(applicationId: number, draftId: number, file: DraftFile) {
  const isPicture = file.format !== 'pdf';
  const options = draftQueries.file(applicationId, draftId, file.id);
  const query = useQuery({ ...options, enabled: isPicture });
  const queryClient = useQueryClient();
  const [saveFailed, setSaveFailed] = useState(false);
  const picture = useDataAddress(query.data?.blob);

  async function save() {
    setSaveFailed(false);
    try {
      const { blob } = await queryClient.fetchQuery(options);
      saveFile({ blob, filename: file.name });
    } catch {
      setSaveFailed(true);
    }
  }

  return {
    picture,
    loading: isPicture && picture === undefined,
    failed: query.isError || saveFailed,
    save: () => void save(),
    retry: () => (saveFailed ? void save() : void query.refetch()),
  } satisfies DraftFileState;
}

export interface DraftSubmission extends SubmitDraftRequest {
  id: number;
  files: readonly File[];
  /** Told the share of the upload sent so far, 0 to 1. */
  onProgress?: (sent: number) => void;
}

/**
 * The influencer sends a draft for approval: links and a note, and files as a multipart form
 * (the fields `links` as JSON and `note`, the parts `files`), with the upload's progress.
 */
export function useSubmitDraft() {
  return useApiMutation({
    mutationFn: async ({ id, files, onProgress, ...fields }: DraftSubmission): Promise<Draft> => {
      const path = `/applications/${id}/drafts/`;
      if (files.length === 0) return sendParsed('post', path, fields, draftSchema);
      const form = new FormData();
      form.append('links', JSON.stringify(fields.links ?? []));
      form.append('note', fields.note ?? '');
      for (const file of files) form.append('files', file, file.name);
      const { data } = await api.post<unknown>(path, form, {
        onUploadProgress: (event) => {
          if (event.total !== undefined && event.total > 0)
            onProgress?.(event.loaded / event.total);
        },
      });
      return draftSchema.parse(data);
    },
    invalidates: [queryKeys.drafts.all],
  });
}

/** The brand approves a draft (no money moves) or asks for changes with a reason. */
export function useDecideDraft() {
  return useApiMutation({
    mutationFn: ({
      id,
      draftId,
      ...answer
    }: { id: number; draftId: number } & ReviewDeliveryRequest) =>
      sendParsed('put', `/applications/${id}/drafts/${draftId}/`, answer, draftSchema),
    invalidates: [queryKeys.drafts.all],
  });
}

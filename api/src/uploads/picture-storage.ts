import { randomBytes } from 'node:crypto';
import { mkdir, open, unlink, writeFile, type FileHandle } from 'node:fs/promises';
import path from 'node:path';
import { CONTENT_TYPES, type FileFormat } from './sniff-image';

/**
 * Who may read a stored file: `public` ones (profile pictures) anyone at their URL, `private` ones
 * (a collaboration's draft files, see docs/collaboration.md) only through a route that checks who
 * asks; the public route never serves them.
 */
export type StoredVisibility = 'public' | 'private';

export interface StoredPicture {
  handle: FileHandle;
  contentType: string;
  size: number;
}

/**
 * Where uploaded files live. The database keeps a file's key (its random file name), never a URL,
 * so object storage can replace the disk by implementing this interface.
 */
export interface PictureStorage {
  /** Stores the bytes under a new random key and returns the key. */
  save(bytes: Uint8Array, format: FileFormat, visibility?: StoredVisibility): Promise<string>;
  /** Removes a stored file; a key that is already gone is not an error. */
  delete(key: string): Promise<void>;
  /** The URL clients load a public picture from. */
  urlFor(key: string): string;
  /** Opens a stored file of `visibility` for reading, or undefined when the key is not one. */
  open(key: string, visibility?: StoredVisibility): Promise<StoredPicture | undefined>;
}

/** Public path of pictures on disk: `/uploads/<key>` (outside /api, like the portal's files). */
export const UPLOADS_PREFIX = '/uploads/';

/**
 * The keys this storage can have made: 32 hex digits and a known extension, private ones in the
 * `private/` folder. Nothing else is opened.
 */
const KEY_PATTERNS: Record<StoredVisibility, RegExp> = {
  public: /^[0-9a-f]{32}\.(png|jpg|webp|gif)$/,
  private: /^private\/[0-9a-f]{32}\.(png|jpg|webp|gif|pdf)$/,
};

const isOurs = (key: string) => KEY_PATTERNS.public.test(key) || KEY_PATTERNS.private.test(key);

const isMissing = (error: unknown) =>
  typeof error === 'object' && error !== null && (error as { code?: unknown }).code === 'ENOENT';

/** Files in `dir` (UPLOAD_DIR), private ones in its `private/` folder. */
export function diskPictureStorage(dir: string): PictureStorage {
  const fileOf = (key: string) => path.join(dir, key);

  return {
    async save(bytes, format, visibility = 'public') {
      const name = `${randomBytes(16).toString('hex')}.${format}`;
      const key = visibility === 'private' ? `private/${name}` : name;
      await mkdir(path.dirname(fileOf(key)), { recursive: true });
      await writeFile(fileOf(key), bytes, { flag: 'wx', mode: 0o644 });
      return key;
    },

    async delete(key) {
      if (!isOurs(key)) return;
      try {
        await unlink(fileOf(key));
      } catch (error) {
        if (!isMissing(error)) throw error;
      }
    },

    urlFor: (key) => `${UPLOADS_PREFIX}${key}`,

    async open(key, visibility = 'public') {
      const match = KEY_PATTERNS[visibility].exec(key);
      if (match === null) return undefined;
      let handle: FileHandle;
      try {
        handle = await open(fileOf(key), 'r');
      } catch (error) {
        if (isMissing(error)) return undefined;
        throw error;
      }
      const stats = await handle.stat();
      if (!stats.isFile()) {
        await handle.close();
        return undefined;
      }
      const format = match[1] as FileFormat;
      return { handle, contentType: CONTENT_TYPES[format], size: stats.size };
    },
  };
}

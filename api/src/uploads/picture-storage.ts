import { randomBytes } from 'node:crypto';
import { mkdir, open, unlink, writeFile, type FileHandle } from 'node:fs/promises';
import path from 'node:path';
import { CONTENT_TYPES, type ImageFormat } from './sniff-image';

/**
 * Where uploaded pictures live. The database keeps a picture's key (its random file name), never
 * a URL, so object storage can replace the disk by implementing this interface.
 */
export interface PictureStorage {
  /** Stores the bytes under a new random key and returns the key. */
  save(bytes: Uint8Array, format: ImageFormat): Promise<string>;
  /** Removes a stored picture; a key that is already gone is not an error. */
  delete(key: string): Promise<void>;
  /** The URL clients load the picture from. */
  urlFor(key: string): string;
}

/** Public path of pictures on disk: `/uploads/<key>` (outside /api, like the portal's files). */
export const UPLOADS_PREFIX = '/uploads/';

/** A key this storage can have made: 32 hex digits and a known extension. Nothing else is served. */
const KEY_PATTERN = /^[0-9a-f]{32}\.(png|jpg|webp|gif)$/;

export interface StoredPicture {
  handle: FileHandle;
  contentType: string;
  size: number;
}

export interface DiskPictureStorage extends PictureStorage {
  /** Opens a stored picture for reading, or undefined when the key is not one of ours. */
  open(key: string): Promise<StoredPicture | undefined>;
}

const isMissing = (error: unknown) =>
  typeof error === 'object' && error !== null && (error as { code?: unknown }).code === 'ENOENT';

/** Pictures as files in `dir` (UPLOAD_DIR), served by the uploads route. */
export function diskPictureStorage(dir: string): DiskPictureStorage {
  const fileOf = (key: string) => path.join(dir, key);

  return {
    async save(bytes, format) {
      await mkdir(dir, { recursive: true });
      const key = `${randomBytes(16).toString('hex')}.${format}`;
      await writeFile(fileOf(key), bytes, { flag: 'wx', mode: 0o644 });
      return key;
    },

    async delete(key) {
      if (!KEY_PATTERN.test(key)) return;
      try {
        await unlink(fileOf(key));
      } catch (error) {
        if (!isMissing(error)) throw error;
      }
    },

    urlFor: (key) => `${UPLOADS_PREFIX}${key}`,

    async open(key) {
      const match = KEY_PATTERN.exec(key);
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
      const format = match[1] as ImageFormat;
      return { handle, contentType: CONTENT_TYPES[format], size: stats.size };
    },
  };
}

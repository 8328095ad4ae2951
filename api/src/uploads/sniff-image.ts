/**
 * The file formats accepted for upload (see docs/api-conventions.md), recognised by their first
 * bytes: pictures (profile pictures, drafts' images) and PDF (drafts' documents).
 */
export type ImageFormat = 'png' | 'jpg' | 'webp' | 'gif';
export type FileFormat = ImageFormat | 'pdf';

export const CONTENT_TYPES: Record<FileFormat, string> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  webp: 'image/webp',
  gif: 'image/gif',
  pdf: 'application/pdf',
};

const startsWith = (bytes: Uint8Array, signature: number[], offset = 0) =>
  bytes.length >= offset + signature.length &&
  signature.every((byte, index) => bytes[offset + index] === byte);

const ascii = (text: string) => [...text].map((char) => char.charCodeAt(0));

/**
 * The image format of `bytes` by its magic number, or undefined when it is none of the four.
 * The file name and the declared content type are never consulted: they are the sender's word.
 */
export function sniffImage(bytes: Uint8Array): ImageFormat | undefined {
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'jpg';
  if (startsWith(bytes, ascii('GIF87a')) || startsWith(bytes, ascii('GIF89a'))) return 'gif';
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBPVP8'), 8)) return 'webp';
  return undefined;
}

/** Like sniffImage, and a PDF by its `%PDF-` header. */
export function sniffFile(bytes: Uint8Array): FileFormat | undefined {
  if (startsWith(bytes, ascii('%PDF-'))) return 'pdf';
  return sniffImage(bytes);
}

import { MAX_PICTURE_BYTES } from './contract/profiles';

/** Spec §5's checks of a chosen picture, before it is sent; null when it may be uploaded. */
export function pictureProblem(file: Pick<File, 'type' | 'size'>): string | null {
  if (!file.type.startsWith('image/')) return 'Please select a valid image file';
  if (file.size > MAX_PICTURE_BYTES) return 'Image size should be less than 5MB';
  return null;
}

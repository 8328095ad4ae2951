import { MAX_PICTURE_BYTES } from './contract/profiles';
import { uiText } from './ui/ui-messages';

/**
 * The checks of a chosen picture, before it is sent, in the language shown; null when it
 * may be uploaded.
 */
export function pictureProblem(file: Pick<File, 'type' | 'size'>): string | null {
  if (!file.type.startsWith('image/')) return uiText('picture.notAnImage');
  if (file.size > MAX_PICTURE_BYTES) return uiText('picture.tooLarge');
  return null;
}

import { useState } from 'react';
import { mediaUrl } from '../media-url';
import { useUiMessages } from './ui-messages';
import styles from './ui.module.css';

/** A neutral silhouette, shown when a user has no picture or it cannot be loaded. */
export const DEFAULT_AVATAR =
  'data:image/svg+xml,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 96 96">' +
      '<rect width="96" height="96" fill="#d9e8e2"/>' +
      '<circle cx="48" cy="38" r="18" fill="#5c8d7c"/>' +
      '<path d="M14 92c4-20 18-30 34-30s30 10 34 30z" fill="#5c8d7c"/></svg>',
  );

export interface AvatarProps {
  /** The API's picture path or URL; null for none. */
  picture: string | null;
  /** Whose picture it is, for its text alternative. */
  name: string;
  size?: number;
}

/** A round profile picture that falls back to the default image. */
export function Avatar({ picture, name, size = 96 }: AvatarProps) {
  const { t } = useUiMessages();
  const [failed, setFailed] = useState<string | null>(null);
  const source = picture && failed !== picture ? mediaUrl(picture) : DEFAULT_AVATAR;
  return (
    <img
      className={styles.avatar}
      src={source}
      alt={t('avatar.alt', { name })}
      width={size}
      height={size}
      onError={() => setFailed(picture)}
    />
  );
}

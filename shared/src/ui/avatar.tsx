import { useState } from 'react';
import { DEFAULT_AVATAR } from '../default-avatar';
import { mediaUrl } from '../media-url';
import { useUiTexts } from './ui-messages';
import styles from './ui.module.css';

export interface AvatarProps {
  /** The API's picture path or URL; null for none. */
  picture: string | null;
  /** Whose picture it is, for its text alternative. */
  name: string;
  size?: number;
}

/** A round profile picture that falls back to the default image. */
export function Avatar({ picture, name, size = 96 }: AvatarProps) {
  const { t } = useUiTexts();
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

import { useState, type ChangeEvent } from 'react';
import type { Profile } from '../contract/profiles';
import { useFlashMessage } from '../flash-message';
import { pictureProblem } from '../picture-checks';
import { Avatar } from './avatar';
import { Banner } from './banner';
import { Button } from './button';
import { ErrorBox } from './error-box';
import { ProfilePanel } from './profile-panel';
import { TextField } from './text-field';
import { useUiTexts } from './ui-messages';
import styles from './profile.module.css';
import ui from './ui.module.css';
import { failureSentence } from '../submit-failure';

/** What the panel is called for a role: an influencer's picture, a brand's logo. */
export interface PicturePanelTexts {
  title: string;
  uploadLabel: string;
  hint: string;
  removeLabel: string;
}

/**
 * Where a new picture goes: `change` saves a file, or removes the picture for null (the feature
 * passes the data hook's `useChangePicture().mutateAsync`), `saving` while it is on its way.
 */
export interface PictureChange {
  change: (file: File | null) => Promise<unknown>;
  saving: boolean;
}

/**
 * The profile picture (a brand's logo) with upload and remove: checked first (see
 * docs/api-conventions.md), reported in the words of docs/api-conventions.md. Used by the brand and
 * influencer profile editors.
 */
export function ProfilePicturePanel({
  profile,
  texts,
  picture,
}: {
  profile: Pick<Profile, 'username' | 'profile_picture'>;
  texts: PicturePanelTexts;
  picture: PictureChange;
}) {
  const { t } = useUiTexts();
  const message = useFlashMessage();
  const [problem, setProblem] = useState('');

  function handleFile(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    // The same file may be chosen again after a failure.
    event.target.value = '';
    if (!file) return;
    message.clear();
    const found = pictureProblem(file);
    setProblem(found ?? '');
    if (found) return;
    picture.change(file).then(
      () => message.showSuccess(t('picture.updated')),
      (error: unknown) =>
        message.showFailure(
          failureSentence(error, {
            fallback: t('picture.uploadFailed', { reason: t('picture.unknownError') }),
            because: (reason) => t('picture.uploadFailed', { reason }),
          }),
        ),
    );
  }

  function handleRemove() {
    message.clear();
    setProblem('');
    picture.change(null).then(
      () => message.showSuccess(t('picture.removed')),
      () => message.showFailure(t('picture.removeFailed')),
    );
  }

  return (
    <ProfilePanel title={texts.title}>
      <div className={styles.profilePicture}>
        <Avatar picture={profile.profile_picture} name={profile.username} size={112} />
        <div className={styles.profilePictureControls}>
          <TextField
            label={texts.uploadLabel}
            type="file"
            accept="image/*"
            hint={texts.hint}
            disabled={picture.saving}
            onChange={handleFile}
          />
          {profile.profile_picture && (
            <Button variant="secondary" disabled={picture.saving} onClick={handleRemove}>
              {texts.removeLabel}
            </Button>
          )}
        </div>
      </div>
      <div className={styles.profilePictureMessages}>
        {picture.saving && (
          <p className={ui.muted} role="status">
            {t('picture.saving')}
          </p>
        )}
        {problem && <ErrorBox>{problem}</ErrorBox>}
        <Banner message={message.message} tone={message.tone} />
      </div>
    </ProfilePanel>
  );
}

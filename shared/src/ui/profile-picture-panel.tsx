import { useState, type ChangeEvent } from 'react';
import { useChangePicture } from '../api/profiles';
import type { Profile } from '../contract/profiles';
import { serverErrorSentence } from '../data/api-error';
import { useFlashMessage } from '../flash-message';
import { pictureProblem } from '../picture-checks';
import { Avatar } from './avatar';
import { Banner } from './banner';
import { Button } from './button';
import { ErrorBox } from './error-box';
import { ProfilePanel } from './profile-panel';
import { TextField } from './text-field';
import { useUiMessages } from './ui-messages';
import styles from './profile.module.css';
import ui from './ui.module.css';

/** What the panel is called for a role: an influencer's picture, a brand's logo. */
export interface PicturePanelTexts {
  title: string;
  uploadLabel: string;
  hint: string;
  removeLabel: string;
}

/**
 * The profile picture (a brand's logo) with upload and remove: checked first (spec §5), reported
 * in spec §8's words. Used by the brand and influencer profile editors.
 */
export function ProfilePicturePanel({
  profile,
  texts,
}: {
  profile: Pick<Profile, 'username' | 'profile_picture'>;
  texts: PicturePanelTexts;
}) {
  const { t } = useUiMessages();
  const change = useChangePicture();
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
    change.mutate(file, {
      onSuccess: () => message.showSuccess(t('picture.updated')),
      onError: (error) =>
        message.showFailure(
          t('picture.uploadFailed', {
            reason: serverErrorSentence(error) ?? t('picture.unknownError'),
          }),
        ),
    });
  }

  function handleRemove() {
    message.clear();
    setProblem('');
    change.mutate(null, {
      onSuccess: () => message.showSuccess(t('picture.removed')),
      onError: () => message.showFailure(t('picture.removeFailed')),
    });
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
            disabled={change.isPending}
            onChange={handleFile}
          />
          {profile.profile_picture && (
            <Button variant="secondary" disabled={change.isPending} onClick={handleRemove}>
              {texts.removeLabel}
            </Button>
          )}
        </div>
      </div>
      <div className={styles.profilePictureMessages}>
        {change.isPending && (
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

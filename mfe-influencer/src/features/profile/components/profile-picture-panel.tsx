import { useState, type ChangeEvent } from 'react';
import { useChangePicture } from '@portal/shared/api/profiles';
import type { Profile } from '@portal/shared/contract/profiles';
import { serverErrorSentence } from '@portal/shared/data/api-error';
import { useFlashMessage } from '@portal/shared/flash-message';
import { Avatar } from '@portal/shared/ui/avatar';
import { Banner } from '@portal/shared/ui/banner';
import { Button } from '@portal/shared/ui/button';
import { ErrorBox } from '@portal/shared/ui/error-box';
import { TextField } from '@portal/shared/ui/text-field';
import { pictureProblem } from './picture-checks';
import './profile-styles';

/** The picture with upload and remove, checked first (spec §5) and reported in spec §8's words. */
export function ProfilePicturePanel({ profile }: { profile: Profile }) {
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
      onSuccess: () => message.showSuccess('Profile picture updated successfully!'),
      onError: (error) =>
        message.showFailure(
          `Error uploading profile picture: ${serverErrorSentence(error) ?? 'Unknown error'}`,
        ),
    });
  }

  function handleRemove() {
    message.clear();
    setProblem('');
    change.mutate(null, {
      onSuccess: () => message.showSuccess('Profile picture removed successfully!'),
      onError: () => message.showFailure('Error removing profile picture'),
    });
  }

  return (
    <section className="profile-panel" aria-labelledby="profile-picture-title">
      <h2 id="profile-picture-title" className="profile-panel__title">
        Profile Picture
      </h2>
      <div className="profile-picture">
        <Avatar picture={profile.profile_picture} name={profile.username} size={112} />
        <div className="profile-picture__controls">
          <TextField
            label="Upload a new picture"
            type="file"
            accept="image/*"
            hint="PNG, JPEG, WebP or GIF, at most 5 MB; a square picture looks best."
            disabled={change.isPending}
            onChange={handleFile}
          />
          {profile.profile_picture && (
            <Button variant="secondary" disabled={change.isPending} onClick={handleRemove}>
              Remove Picture
            </Button>
          )}
        </div>
      </div>
      <div className="profile-picture__messages">
        {change.isPending && (
          <p className="portal-muted" role="status">
            Saving picture...
          </p>
        )}
        {problem && <ErrorBox>{problem}</ErrorBox>}
        <Banner message={message.message} />
      </div>
    </section>
  );
}

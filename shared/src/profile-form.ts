import { useState } from 'react';
import { useUpdateProfile } from './api/profiles';
import type {
  brandProfileUpdateSchema,
  influencerProfileUpdateSchema,
  Profile,
} from './contract/profiles';
import { serverFieldErrors } from './data/api-error';
import { useFlashMessage } from './flash-message';
import { useForm } from './ui/form';
import { useUiTexts } from './ui/ui-messages';

/** The fields every profile form has (see docs/screens.md), as typed. */
export interface ProfileBasics {
  username: string;
  email: string;
  /** Asked for only while the email differs from the saved one (the server needs it then). */
  current_password: string;
  bio: string;
}

/** The saved profile's basics as the form starts them. */
export function profileBasicsOf(profile: Profile): ProfileBasics {
  return {
    username: profile.username,
    email: profile.email,
    current_password: '',
    bio: profile.bio ?? '',
  };
}

const sameEmail = (one: string, other: string) =>
  one.trim().toLowerCase() === other.trim().toLowerCase();

/**
 * A profile form (brand or influencer, docs/screens.md) over the contract's schema of PUT
 * /profile/: the kit form, checked before sending, saved with 'Profile updated successfully!' or
 * 'Error updating profile' and the server's field errors beside the fields. `currentPasswordShown`
 * while the email differs from the saved one; the current password is sent only then.
 */
export function useProfileForm<Values extends ProfileBasics>(
  schema: typeof brandProfileUpdateSchema | typeof influencerProfileUpdateSchema,
  initialValues: () => Values,
) {
  const { t } = useUiTexts();
  const update = useUpdateProfile();
  const message = useFlashMessage();
  const form = useForm({
    schema,
    initialValues,
    onInvalid: () => message.clear(),
    onSubmit: (profile) => {
      message.clear();
      const request = emailChanged ? profile : { ...profile, current_password: undefined };
      update.mutate(request, {
        onSuccess: (saved) => {
          // A new address replaces the old one only once its link is opened (see docs/accounts.md).
          setSavedEmail(saved.email);
          form.reset({ ...form.values, email: saved.email, current_password: '' });
          message.showSuccess(
            saved.pending_email === null
              ? t('profile.updated')
              : t('profile.updatedEmailPending', { email: saved.pending_email }),
          );
        },
        onError: (error) => {
          form.showErrors(serverFieldErrors(error));
          message.showFailure(t('profile.updateFailed'));
        },
      });
    },
  });
  const [savedEmail, setSavedEmail] = useState(form.values.email);
  const emailChanged = !sameEmail(form.values.email, savedEmail);

  return {
    form,
    currentPasswordShown: emailChanged,
    message: message.message,
    messageTone: message.tone,
    saving: update.isPending,
  };
}

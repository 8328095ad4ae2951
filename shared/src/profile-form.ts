import { useState, type FormEvent } from 'react';
import { useUpdateProfile } from './api/profiles';
import type { BrandProfileUpdate, InfluencerProfileUpdate } from './contract/profiles';
import { serverFieldErrors, type FieldErrors } from './data/api-error';
import { useFlashMessage } from './flash-message';
import type { CurrentPasswordFieldProps } from './ui/current-password-field';

const sameEmail = (one: string, other: string) =>
  one.trim().toLowerCase() === other.trim().toLowerCase();

/**
 * The state of a profile form (brand or influencer, spec §2): the draft, the server's field
 * errors beside each field, and the save with 'Profile updated successfully!' or 'Error updating
 * profile'. `toRequest` turns the draft into what PUT /profile/ takes. While the email differs
 * from the saved one, `currentPassword` holds the props of the field that asks for the account's
 * password (the server needs it to change the email); otherwise it is undefined.
 */
export function useProfileForm<Draft extends { email: string }>(
  initial: () => Draft,
  toRequest: (draft: Draft) => BrandProfileUpdate | InfluencerProfileUpdate,
) {
  const update = useUpdateProfile();
  const message = useFlashMessage();
  const [draft, setDraft] = useState(initial);
  const [savedEmail, setSavedEmail] = useState(draft.email);
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const emailChanged = !sameEmail(draft.email, savedEmail);

  /** Changes a field and clears the server's message about it (`field`, when named otherwise). */
  function set<K extends keyof Draft>(name: K, value: Draft[K], field: string = String(name)) {
    setDraft((current) => ({ ...current, [name]: value }));
    setErrors((current) => ({ ...current, [field]: [] }));
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setErrors({});
    message.clear();
    const request = toRequest(draft);
    update.mutate(emailChanged ? { ...request, current_password: password } : request, {
      onSuccess: () => {
        setSavedEmail(draft.email);
        setPassword('');
        message.showSuccess('Profile updated successfully!');
      },
      onError: (error) => {
        setErrors(serverFieldErrors(error));
        message.showFailure('Error updating profile');
      },
    });
  }

  const currentPassword: CurrentPasswordFieldProps | undefined = emailChanged
    ? {
        value: password,
        errors: errors.current_password,
        onChange: (value) => {
          setPassword(value);
          setErrors((current) => ({ ...current, current_password: [] }));
        },
      }
    : undefined;

  return {
    draft,
    errors,
    set,
    currentPassword,
    handleSubmit,
    message: message.message,
    saving: update.isPending,
  };
}

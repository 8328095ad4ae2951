import { useState, type FormEvent } from 'react';
import { useUpdateProfile } from './api/profiles';
import type { BrandProfileUpdate, InfluencerProfileUpdate } from './contract/profiles';
import { serverFieldErrors, type FieldErrors } from './data/api-error';
import { useFlashMessage } from './flash-message';

/**
 * The state of a profile form (brand or influencer, spec §2): the draft, the server's field
 * errors beside each field, and the save with 'Profile updated successfully!' or 'Error updating
 * profile'. `toRequest` turns the draft into what PUT /profile/ takes.
 */
export function useProfileForm<Draft extends object>(
  initial: () => Draft,
  toRequest: (draft: Draft) => BrandProfileUpdate | InfluencerProfileUpdate,
) {
  const update = useUpdateProfile();
  const message = useFlashMessage();
  const [draft, setDraft] = useState(initial);
  const [errors, setErrors] = useState<FieldErrors>({});

  /** Changes a field and clears the server's message about it (`field`, when named otherwise). */
  function set<K extends keyof Draft>(name: K, value: Draft[K], field: string = String(name)) {
    setDraft((current) => ({ ...current, [name]: value }));
    setErrors((current) => ({ ...current, [field]: [] }));
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setErrors({});
    message.clear();
    update.mutate(toRequest(draft), {
      onSuccess: () => message.showSuccess('Profile updated successfully!'),
      onError: (error) => {
        setErrors(serverFieldErrors(error));
        message.showFailure('Error updating profile');
      },
    });
  }

  return { draft, errors, set, handleSubmit, message: message.message, saving: update.isPending };
}

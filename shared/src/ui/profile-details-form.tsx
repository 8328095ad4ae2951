import type { ReactNode } from 'react';
import { BIO_MAX_LENGTH } from '../contract/profiles';
import type { ProfileBasics } from '../profile-form';
import { Banner, type BannerTone } from './banner';
import { Button } from './button';
import { CurrentPasswordField } from './current-password-field';
import { Form, type FieldBinding, type FormBinding } from './form';
import { ProfilePanel } from './profile-panel';
import { TextAreaField } from './text-area-field';
import { TextField } from './text-field';
import { useUiTexts } from './ui-messages';

/** What the form skeleton needs of `useProfileForm`, whichever role's fields it holds. */
export interface ProfileFormState {
  form: FormBinding & { field: (name: keyof ProfileBasics) => FieldBinding };
  currentPasswordShown: boolean;
  message: string;
  /** Whether `message` tells a success or a failure (the Banner's colour). */
  messageTone: BannerTone;
  saving: boolean;
}

/**
 * 'Profile Details' (see docs/screens.md): username and email (required), the current password
 * while the email is changed, the bio with its counter, then the role's own `children`, the message
 * line and 'Update Profile'.
 */
export function ProfileDetailsForm({
  state: { form, currentPasswordShown, message, messageTone, saving },
  bio,
  children,
}: {
  state: ProfileFormState;
  /** The bio's hint, and whether the role must fill it in. */
  bio: { hint: string; required?: boolean };
  children: ReactNode;
}) {
  const { t } = useUiTexts();
  return (
    <ProfilePanel title={t('profile.details')}>
      <Form form={form}>
        <TextField
          label={t('profile.username')}
          required
          autoComplete="username"
          {...form.field('username')}
        />
        <TextField
          label={t('profile.email')}
          type="email"
          required
          autoComplete="email"
          {...form.field('email')}
        />
        {currentPasswordShown && <CurrentPasswordField {...form.field('current_password')} />}
        <TextAreaField
          label={t('profile.bio')}
          required={bio.required}
          hint={bio.hint}
          limit={BIO_MAX_LENGTH}
          {...form.field('bio')}
        />
        {children}
        <Banner message={message} tone={messageTone} />
        <Button type="submit" disabled={saving}>
          {saving ? t('profile.saving') : t('profile.update')}
        </Button>
      </Form>
    </ProfilePanel>
  );
}

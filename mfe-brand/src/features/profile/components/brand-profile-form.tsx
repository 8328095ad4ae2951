import type { Category } from '@portal/shared/contract/common';
import {
  brandProfileUpdateSchema,
  INDUSTRY_MAX_LENGTH,
  type Profile,
} from '@portal/shared/contract/profiles';
import { profileBasicsOf, useProfileForm, type ProfileBasics } from '@portal/shared/profile-form';
import { CategoryField } from '@portal/shared/ui/category-field';
import { ProfileDetailsForm } from '@portal/shared/ui/profile-details-form';
import { TextField } from '@portal/shared/ui/text-field';
import profileStyles from '@portal/shared/ui/profile.module.css';
import { useBrandTexts } from '../../../texts';

interface BrandValues extends ProfileBasics {
  industry: string;
  website: string;
  category: Category | '';
}

function valuesOf(profile: Profile): BrandValues {
  return {
    ...profileBasicsOf(profile),
    industry: profile.industry ?? '',
    website: profile.website ?? '',
    category: profile.category ?? '',
  };
}

/**
 * The brand profile form (see docs/screens.md): required username and email; bio, industry, website
 * (a URL) and category optional.
 */
export function BrandProfileForm({ profile }: { profile: Profile }) {
  const { t } = useBrandTexts();
  const state = useProfileForm(brandProfileUpdateSchema, () => valuesOf(profile));
  const { form } = state;
  return (
    <ProfileDetailsForm state={state} bio={{ hint: t('profile.bioHint') }}>
      <div className={profileStyles.profileFormPair}>
        <TextField
          label={t('profile.industry')}
          placeholder={t('profile.industryExample')}
          limit={INDUSTRY_MAX_LENGTH}
          {...form.field('industry')}
        />
        <CategoryField
          value={form.values.category}
          errors={form.errors.category}
          onChange={(category) => form.setValue('category', category)}
        />
      </div>
      <TextField
        label={t('profile.website')}
        type="url"
        autoComplete="url"
        placeholder={t('profile.websiteExample')}
        {...form.field('website')}
      />
    </ProfileDetailsForm>
  );
}

import type { Profile } from '@portal/shared/contract/profiles';
import './profile-styles';

const ITEMS = [
  { label: 'Profile photo', done: (profile: Profile) => Boolean(profile.profile_picture) },
  { label: 'Bio', done: (profile: Profile) => Boolean(profile.bio?.trim()) },
  { label: 'Category', done: (profile: Profile) => Boolean(profile.category) },
] as const;

/** Spec §2: photo, bio and category, each required, and how many of them the profile has. */
export function ProfileStrength({ profile }: { profile: Profile }) {
  const done = ITEMS.filter((item) => item.done(profile)).length;
  return (
    <section className="profile-panel" aria-labelledby="profile-strength-title">
      <h2 id="profile-strength-title" className="profile-panel__title">
        Profile Strength
      </h2>
      <p className="profile-strength__summary">
        {done} of {ITEMS.length} complete
      </p>
      <progress
        className="profile-strength__bar"
        value={done}
        max={ITEMS.length}
        aria-label="Profile strength"
      />
      <ul className="profile-strength__list">
        {ITEMS.map((item) => {
          const complete = item.done(profile);
          return (
            <li
              key={item.label}
              className={complete ? 'profile-strength__item--done' : 'profile-strength__item'}
            >
              <span aria-hidden="true">{complete ? '✓' : '○'}</span> {item.label}{' '}
              <span className="profile-strength__required">(required)</span>
              <span className="portal-visually-hidden">{complete ? ': done' : ': missing'}</span>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

import { ProfilePanel } from './profile-panel';
import './profile-styles';

export interface StrengthItem {
  label: string;
  done: boolean;
}

/**
 * How complete a profile is (spec §2): each item done or missing, marked required (influencers:
 * photo, bio, category) or optional (brands: logo, bio, industry), and how many are done.
 */
export function ProfileStrength({
  items,
  marker,
}: {
  items: readonly StrengthItem[];
  marker: 'required' | 'optional';
}) {
  const done = items.filter((item) => item.done).length;
  return (
    <ProfilePanel title="Profile Strength">
      <p className="profile-strength__summary">
        {done} of {items.length} complete
      </p>
      <progress
        className="profile-strength__bar"
        value={done}
        max={items.length}
        aria-label="Profile strength"
      />
      <ul className="profile-strength__list">
        {items.map((item) => (
          <li
            key={item.label}
            className={item.done ? 'profile-strength__item--done' : 'profile-strength__item'}
          >
            <span aria-hidden="true">{item.done ? '✓' : '○'}</span> {item.label}{' '}
            <span className="profile-strength__marker">({marker})</span>
            <span className="portal-visually-hidden">{item.done ? ': done' : ': missing'}</span>
          </li>
        ))}
      </ul>
    </ProfilePanel>
  );
}

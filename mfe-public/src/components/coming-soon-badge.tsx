import './coming-soon-badge-styles';

/** Marks a feature that is announced but not available yet. */
export function ComingSoonBadge() {
  return <span className="coming-soon-badge">Coming soon</span>;
}

import './ui-styles';

/** Grey bars in the shape of the content to come, announced as loading. */
export function LoadingSkeleton({
  label = 'Loading...',
  rows = 3,
}: {
  label?: string;
  rows?: number;
}) {
  return (
    <div className="portal-skeleton" role="status" aria-live="polite">
      <span className="portal-visually-hidden">{label}</span>
      {Array.from({ length: rows }, (_, index) => (
        <span key={index} className="portal-skeleton__bar" aria-hidden="true" />
      ))}
    </div>
  );
}

import './badge-styles';

/** A red count of unread messages; screen readers hear ', 3 unread'. */
export function UnreadCount({ count }: { count: number }) {
  return (
    <span className="messages-badge">
      <span aria-hidden="true">{count > 99 ? '99+' : count}</span>
      <span className="portal-visually-hidden">, {count} unread</span>
    </span>
  );
}

import { formatUnreadCount } from './format-unread-count';
import './unread-badge.css';

type UnreadBadgeProps = {
  count: number;
  tone: 'accent' | 'danger';
  className?: string;
};

/** A pill with the unread count; renders nothing for zero. Purely visual: callers name the count. */
export function UnreadBadge({ count, tone, className }: UnreadBadgeProps) {
  if (count <= 0) return null;
  return (
    <span
      className={['unread-badge', `unread-badge--${tone}`, className].filter(Boolean).join(' ')}
      aria-hidden="true"
    >
      {formatUnreadCount(count)}
    </span>
  );
}

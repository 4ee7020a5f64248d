import { useRef, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { NotificationsFilter } from '../api/notifications-list';

const TABS: NotificationsFilter[] = ['all', 'unread'];

type NotificationTabsProps = {
  selected: NotificationsFilter;
  /** Unknown until the count first arrives: the tab then reads 'Unread'. */
  unreadCount: number | undefined;
  panelId: string;
  onSelect: (filter: NotificationsFilter) => void;
};

export const tabId = (filter: NotificationsFilter) => `notifications-tab-${filter}`;

/** docs/product.md §2: tabs 'All' and 'Unread (n)'; arrow keys move between them (ARIA tabs pattern). */
export function NotificationTabs({
  selected,
  unreadCount,
  panelId,
  onSelect,
}: NotificationTabsProps) {
  const { t } = useTranslation('notifications');
  const refs = useRef<Partial<Record<NotificationsFilter, HTMLButtonElement | null>>>({});

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    // Arrows follow the writing direction; the ends wrap around (ARIA tabs pattern).
    const rtl = getComputedStyle(event.currentTarget).direction === 'rtl';
    const current = TABS.indexOf(selected);
    let index: number;
    if (event.key === (rtl ? 'ArrowLeft' : 'ArrowRight')) index = (current + 1) % TABS.length;
    else if (event.key === (rtl ? 'ArrowRight' : 'ArrowLeft'))
      index = (current - 1 + TABS.length) % TABS.length;
    else if (event.key === 'Home') index = 0;
    else if (event.key === 'End') index = TABS.length - 1;
    else return;
    event.preventDefault();
    const next = TABS[index] ?? selected;
    onSelect(next);
    refs.current[next]?.focus();
  };

  return (
    <div
      className="notifications-tabs"
      role="tablist"
      aria-label={t('tabs.label')}
      onKeyDown={onKeyDown}
    >
      {TABS.map((filter) => {
        const isSelected = filter === selected;
        const label =
          filter === 'all'
            ? t('tabs.all')
            : unreadCount === undefined
              ? t('tabs.unreadUnknown')
              : t('tabs.unread', { count: unreadCount });
        return (
          <button
            key={filter}
            ref={(element) => {
              refs.current[filter] = element;
            }}
            id={tabId(filter)}
            type="button"
            role="tab"
            className="notifications-tabs__tab"
            aria-selected={isSelected}
            aria-controls={panelId}
            tabIndex={isSelected ? 0 : -1}
            onClick={() => onSelect(filter)}
          >
            {label}
          </button>
        );
      })}
    </div>
  );
}

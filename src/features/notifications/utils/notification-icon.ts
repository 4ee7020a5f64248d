import {
  alertCircleOutline,
  cashOutline,
  checkmarkCircleOutline,
  closeCircleOutline,
  cubeOutline,
  linkOutline,
  navigateOutline,
  personOutline,
  pricetagOutline,
  receiptOutline,
  timeOutline,
} from 'ionicons/icons';
import type { NotificationKind } from '../../../contract/notifications';

/** A glyph per kind, so a list of news can be scanned by eye; the title says it in words. */
const ICONS: Record<NotificationKind, string> = {
  quote_received: pricetagOutline,
  quote_updated: pricetagOutline,
  trip_started: navigateOutline,
  driver_assigned: personOutline,
  truck_assigned: cubeOutline,
  trip_status_changed: navigateOutline,
  charge_approved: cashOutline,
  no_quote_yet: timeOutline,
  load_matched: cubeOutline,
  quote_accepted: checkmarkCircleOutline,
  quote_rejected: closeCircleOutline,
  acceptance_cancelled: alertCircleOutline,
  driver_opened_link: linkOutline,
  charge_submitted: receiptOutline,
  driver_status_changed: navigateOutline,
  payment_refunded: cashOutline,
  refund_failed: alertCircleOutline,
  load_reopened: pricetagOutline,
  load_cancelled: closeCircleOutline,
};

export function notificationIcon(kind: NotificationKind): string {
  return ICONS[kind];
}

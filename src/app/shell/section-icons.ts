import {
  addCircleOutline,
  cubeOutline,
  homeOutline,
  linkOutline,
  navigateOutline,
  notificationsOutline,
  peopleOutline,
  personCircleOutline,
  searchOutline,
} from 'ionicons/icons';
import type { Section } from './sections';
import { truckOutline } from './truck-icon';

/** One icon per section, shared by the sidebar and the section pages. */
export const SECTION_ICONS: Record<Section, string> = {
  home: homeOutline,
  'my-loads': cubeOutline,
  'post-load': addCircleOutline,
  'find-loads': searchOutline,
  trips: navigateOutline,
  trucks: truckOutline,
  drivers: peopleOutline,
  'driver-links': linkOutline,
  profile: personCircleOutline,
  notifications: notificationsOutline,
};

/** Photos of one driver's charge: images only, optional. Zod-free for the driver's page. */
export const MAX_CHARGE_PHOTOS = 5;

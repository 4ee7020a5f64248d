/**
 * Ionicons has no truck; this one is drawn on Ionicons' 512 grid with its outline classes,
 * so IonIcon sizes and colours it like the rest.
 */
export const truckOutline =
  "data:image/svg+xml;utf8,<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 512 512' class='ionicon'><path d='M48 352V144a32 32 0 0132-32h224a32 32 0 0132 32v208M336 208h70.6a32 32 0 0126.7 14.4l38.7 58a32 32 0 015.4 17.8V328a24 24 0 01-24 24h-5.4M48 352h32M176 352h176' fill='none' stroke-linecap='round' stroke-linejoin='round' class='ionicon-fill-none ionicon-stroke-width'/><circle cx='128' cy='360' r='40' fill='none' stroke-miterlimit='10' class='ionicon-fill-none ionicon-stroke-width'/><circle cx='400' cy='360' r='40' fill='none' stroke-miterlimit='10' class='ionicon-fill-none ionicon-stroke-width'/></svg>";

/** This feature's cache keys; its own prefix so another area's data of the same name never mixes in. */
export const findLoadsKeys = {
  all: ['find-loads'] as const,
  lists: () => [...findLoadsKeys.all, 'list'] as const,
  groupQuote: (loadId: string) => [...findLoadsKeys.all, 'group-quote', loadId] as const,
  trip: (loadId: string) => [...findLoadsKeys.all, 'trip', loadId] as const,
  /** One load fetched on its own, when a link names it (`/find-loads?load=`). */
  load: (loadId: string) => [...findLoadsKeys.all, 'load', loadId] as const,
};

/** The pages whose first screen the build draws ahead (render-first-screens.tsx). */
export type FirstScreenName = 'signin';

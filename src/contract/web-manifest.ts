import { z } from 'zod';

/**
 * The web app manifest: the app's own (written by the build from `appManifest`) and a driver
 * link's (GET /api/driver-links/{linkId}/manifest.webmanifest), which shares its look.
 */

export const webManifestIconSchema = z.object({
  src: z.string(),
  sizes: z.string(),
  type: z.string(),
  purpose: z.enum(['any', 'maskable', 'monochrome']).optional(),
});

export const webManifestSchema = z.object({
  id: z.string(),
  name: z.string(),
  short_name: z.string(),
  description: z.string(),
  /** A driver link's manifest is written in the driver's language. */
  lang: z.string().optional(),
  dir: z.enum(['ltr', 'rtl']).optional(),
  start_url: z.string(),
  scope: z.string(),
  display: z.literal('standalone'),
  theme_color: z.string(),
  background_color: z.string(),
  icons: z.array(webManifestIconSchema),
});
export type WebManifest = z.infer<typeof webManifestSchema>;

/** Made by scripts/render-icons.mjs from public/favicon.svg. */
export const appIcons = [
  { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
  { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
  { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
] as const satisfies readonly z.infer<typeof webManifestIconSchema>[];

export const appManifest = {
  id: '/',
  name: 'Gulf Freight',
  short_name: 'Gulf Freight',
  description: 'Freight marketplace for the Gulf: post loads, get quotes, run trips.',
  start_url: '/',
  scope: '/',
  display: 'standalone',
  /** The brand teal of index.html's theme-color and the sidebar. */
  theme_color: '#0b5d4b',
  /** The page background (--surface-page), shown on the splash screen. */
  background_color: '#f5f7f6',
  icons: [...appIcons],
} as const satisfies WebManifest;

export const WEB_MANIFEST_CONTENT_TYPE = 'application/manifest+json';

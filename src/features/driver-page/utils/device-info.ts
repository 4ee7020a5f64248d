import type { z } from 'zod';
import type { deviceInfoSchema } from '../../../contract/driver-links';

export type DeviceInfo = z.infer<typeof deviceInfoSchema>;

const whole = (value: number, max: number) => Math.min(max, Math.max(0, Math.round(value || 0)));

/**
 * docs/product.md §3 Device info, cut to the lengths the server accepts (a long user agent must not make
 * the link refuse a real phone).
 */
export function readDeviceInfo(): DeviceInfo {
  const navigatorWithPlatform = navigator as Navigator & { userAgentData?: { platform?: string } };
  return {
    userAgent: navigator.userAgent.slice(0, 400),
    platform: (navigatorWithPlatform.userAgentData?.platform || navigator.platform || '').slice(
      0,
      60,
    ),
    screenWidth: whole(window.screen.width, 20_000),
    screenHeight: whole(window.screen.height, 20_000),
    colorDepth: whole(window.screen.colorDepth, 64),
    timezone: (Intl.DateTimeFormat().resolvedOptions().timeZone ?? '').slice(0, 64),
    language: (navigator.language ?? '').slice(0, 35),
    cpuCores: whole(navigator.hardwareConcurrency, 1024),
  };
}

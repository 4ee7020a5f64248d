/**
 * The CSS guard (issue 18: 72 colour literals, 62 px sizes and 51 selectors into another
 * component's classes had crept in). `npm run lint:css`, part of `npm test`.
 *
 * - Colours come from the design tokens only: no hex, no colour functions, no named colours
 *   outside the token files (src/app/styles/tokens.css, and ionic-theme.css, which maps the
 *   tokens onto Ionic's variables and needs their rgb triplets).
 * - Sizes come from the tokens or rem/em/%: no px outside the token files. The one allowance is
 *   a media query's width, a breakpoint rather than a size; 1px hairlines and 2px rings are
 *   tokens too (--border-width-hairline, --focus-ring-width).
 * - Logical properties only (issue 20: the app also renders right-to-left): no physical side,
 *   corner or size (`margin-left`, `inset`'s `left`, `border-top-right-radius`, `width`, `top`…; use
 *   `margin-inline-start`, `inset-inline-start`, `border-start-end-radius`, `inline-size`,
 *   `inset-block-start`), no `left`/`right` values (`text-align`, `float`, `clear`), no physical
 *   `resize`. `overflow-x`/`overflow-y` stay: their logical forms are not in Chromium or Safari.
 *   What moves or points sideways with no logical form (transforms, background positions,
 *   shadows) is written once per direction (stylelint/plugins/sideways-needs-direction.mjs).
 * - A stylesheet styles only its own classes (stylelint/plugins/no-foreign-classes.mjs): the
 *   block named like its file, plus the prefixes listed below for stylesheets that style several
 *   blocks of their own area. `allow` names the few classes of others a file may still touch,
 *   each with its reason.
 */

const TOKEN_FILES = ['src/app/styles/tokens.css', 'src/app/styles/ionic-theme.css'];

/** Per stylesheet: the blocks it owns besides its file name, and foreign classes allowed. */
const files = {
  'src/app/shell/app-header.css': { prefixes: ['notifications-bell'] },
  'src/app/styles/base.css': { prefixes: ['visually-hidden'] },
  'src/app/shell/section-placeholder-page.css': { prefixes: ['section-placeholder'] },
  'src/components/dialog/dialog.css': { prefixes: ['app-dialog'] },
  'src/components/file-upload/file-upload-buttons.css': { prefixes: ['file-upload'] },
  'src/components/file-upload/file-upload-drawer.css': { prefixes: ['file-upload'] },
  'src/components/file-upload/stored-files-section.css': { prefixes: ['stored-files'] },
  // The SVG markup of ionicons carries these classes.
  'src/components/icon/icon.css': { allow: ['ionicon-*'] },
  // Leaflet's own markup, styled to the app's look.
  'src/components/map/location-map.css': { allow: ['leaflet-*'] },
  'src/components/map/truck-position.css': { prefixes: ['truck-location'] },
  'src/features/auth/sign-in-page.css': {
    prefixes: ['signin', 'auth', 'brand-mark'],
    // Icon (src/components/icon) is sized by its context by design: icon.css has no specificity.
    allow: ['icon'],
  },
  'src/features/driver-links/driver-links.css': {
    prefixes: ['links', 'link', 'trip-link', 'trip-links', 'charge'],
  },
  'src/features/driver-page/driver-page.css': { allow: ['icon'] },
  'src/features/loads/details/load-details-panel.css': {
    prefixes: [
      'load',
      'cancel-load',
      'quote',
      'payment',
      'driver-card',
      'stop-card',
      'trip-charges',
      'truck-art',
    ],
  },
  'src/features/loads/details/location/location-dialog.css': {
    prefixes: ['location', 'place-search'],
  },
  // Printing a receipt prints its dialog: the dialog's frame is unset for paper.
  'src/features/loads/details/payment-receipt.css': { allow: ['app-dialog*'] },
  'src/features/loads/quotes/components/payment-dialog.css': {
    prefixes: ['payment', 'card-field'],
  },
  'src/features/loads/quotes/quote-dialog.css': { prefixes: ['quote'] },
  'src/features/notifications/notifications.css': { prefixes: ['notification'] },
  'src/features/profile/profile.css': { prefixes: ['role'] },
  'src/features/trips/details/trip-details-panel.css': { prefixes: ['trip', 'trips'] },
  'src/features/trips/trips.css': { prefixes: ['trip'] },
  'src/features/trucks/trucks.css': { prefixes: ['truck'] },
  'src/features/welcome/quick-action-card.css': { prefixes: ['quick-action'] },
  'src/features/welcome/welcome-page.css': { prefixes: ['welcome'] },
};

/** Physical properties, each with a logical form the browsers we support have. */
const PHYSICAL_PROPERTIES = [
  /^(margin|padding|scroll-margin|scroll-padding)-(left|right|top|bottom)$/,
  /^border-(left|right|top|bottom)(-(width|style|color))?$/,
  /^border-(top|bottom)-(left|right)-radius$/,
  /^(left|right|top|bottom)$/,
  /^(min-|max-)?(width|height)$/,
  /^overscroll-behavior-[xy]$/,
  /^contain-intrinsic-(width|height)$/,
];

/** @type {import('stylelint').Config} */
export default {
  plugins: [
    './stylelint/plugins/no-foreign-classes.mjs',
    './stylelint/plugins/sideways-needs-direction.mjs',
  ],
  rules: {
    'color-no-hex': true,
    'color-named': 'never',
    'function-disallowed-list': [
      'rgb',
      'rgba',
      'hsl',
      'hsla',
      'hwb',
      'lab',
      'lch',
      'oklab',
      'oklch',
    ],
    'unit-disallowed-list': [
      ['px'],
      { ignoreMediaFeatureNames: { px: ['width', 'min-width', 'max-width'] } },
    ],
    'property-disallowed-list': [
      PHYSICAL_PROPERTIES,
      {
        message: (property) =>
          `"${property}" is physical: use its logical form (inline/block, start/end)`,
      },
    ],
    'declaration-property-value-disallowed-list': [
      {
        '/^(float|clear|text-align|text-align-last|caption-side)$/': [/^(left|right)$/],
        resize: ['horizontal', 'vertical'],
        '/^transition(-property)?$/': [
          /\b(margin|padding|border)-(left|right|top|bottom)\b/,
          /(^|[\s,])(left|right|top|bottom|width|height)([\s,]|$)/,
        ],
      },
      {
        message: (property, value) =>
          `"${property}: ${value}" is physical: use start/end, inline/block`,
      },
    ],
    'gulf/sideways-needs-direction': true,
    'gulf/no-foreign-classes': [true, { files }],
  },
  overrides: [
    {
      files: TOKEN_FILES,
      rules: {
        'color-no-hex': null,
        'color-named': null,
        'function-disallowed-list': null,
        'unit-disallowed-list': null,
      },
    },
  ],
};

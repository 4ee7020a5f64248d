// The server's Content-Security-Policy allows no eval. Left alone, zod tries `new Function` once to
// pick its compiled parser, and Chromium reports that attempt as a CSP violation even though zod
// catches it. Zod reads this setting as it loads, so index.html runs this deferred script before
// the app's modules (deferred and module scripts run in document order); under this policy zod
// parses just as it did before. A bundled module cannot do it: chunks run in their own order.
globalThis.__zod_globalConfig = { ...globalThis.__zod_globalConfig, jitless: true };

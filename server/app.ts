import fastifyMultipart from '@fastify/multipart';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyServerOptions } from 'fastify';
import {
  jsonSchemaTransform,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { Config } from './config';
import type { DatabaseHandle } from './db/database';
import type { Language } from '../src/contract/languages';
import { systemClock, type Clock } from './lib/clock';
import { onMissingTranslation } from './lib/i18n/catalog';
import { authRoutes } from './modules/auth/auth-routes';
import { listenForSessionChanges } from './modules/auth/session-cache';
import { clientConfigRoutes } from './modules/client-config/client-config-routes';
import { driverLinksRoutes } from './modules/driver-links/driver-links-routes';
import { linkManifestRoutes } from './modules/driver-links/link-manifest-routes';
import { driversRoutes } from './modules/drivers/drivers-routes';
import { healthRoutes } from './modules/health/health-routes';
import { filesRoutes } from './modules/files/files-routes';
import { MULTIPART_LIMITS } from './modules/files/read-multipart';
import { invoicesRoutes } from './modules/invoices/invoices-routes';
import {
  loadDocumentRoutes,
  tripDocumentRoutes,
} from './modules/trip-documents/trip-documents-routes';
import { loadImagesRoutes } from './modules/loads/load-images-routes';
import { geocodeRoutes } from './modules/geocode/geocode-routes';
import { liveEventsRoutes } from './modules/live-events/live-events-routes';
import { createLiveEventsRuntime } from './modules/live-events/live-events-runtime';
import { findLoadsRoutes } from './modules/loads/find-loads-routes';
import { loadsRoutes } from './modules/loads/loads-routes';
import { notificationsRoutes } from './modules/notifications/notifications-routes';
import { paymentWebhookRoutes } from './modules/payments/payment-webhook-routes';
import { paymentsRoutes } from './modules/payments/payments-routes';
import { positionsRoutes } from './modules/positions/positions-routes';
import { quoteStatusRoutes } from './modules/quotes/quote-status-routes';
import { quotesRoutes } from './modules/quotes/quotes-routes';
import { referenceRoutes } from './modules/reference/reference-routes';
import {
  startBackgroundWork,
  type BackgroundWorkOptions,
} from './modules/scheduled-jobs/background-work';
import { tempLoadsRoutes } from './modules/temp-loads/temp-loads-routes';
import { waitingChargeRoutes } from './modules/trip-charges/waiting-charge-routes';
import {
  deliveryProofRoutes,
  proofSettingsRoutes,
} from './modules/delivery-proofs/delivery-proofs-routes';
import { tripChargesRoutes } from './modules/trip-charges/trip-charges-routes';
import { tripRatingRoutes } from './modules/trips/trip-rating-routes';
import { tripStatusRoutes } from './modules/trips/trip-status-routes';
import { tripsRoutes } from './modules/trips/trips-routes';
import { truckGroupsRoutes } from './modules/truck-groups/truck-groups-routes';
import { trucksRoutes } from './modules/trucks/trucks-routes';
import { usersRoutes } from './modules/users/users-routes';
import { webAppRoutes } from './modules/web-app/web-app-routes';
import { registerCors } from './plugins/cors';
import { registerErrorHandler } from './plugins/error-handler';
import { registerIdempotency } from './plugins/idempotency';
import { registerRateLimits } from './plugins/rate-limits';
import { registerRouteAccess, withRouteAccess } from './plugins/route-access';
import { registerResponseLanguage } from './plugins/response-language';
import { schemaSerializerCompiler } from './plugins/response-serializer';
import { registerSecurityHeaders } from './plugins/security-headers';
import { refusingUnstorableText } from './plugins/storable-text';
import { createSmsProvider } from './providers/sms/create-sms-provider';
import type { SmsProvider } from './providers/sms/sms-provider';
import { createServices } from './services';

export type AppDependencies = {
  config: Config;
  database: DatabaseHandle;
  clock?: Clock;
  sms?: SmsProvider;
  logger?: FastifyServerOptions['logger'];
  /** The server process's timers (due jobs, purges); main.ts turns them on, tests drive them. */
  background?: BackgroundWorkOptions;
  liveEvents?: { heartbeatMs?: number };
  /** Hears of English sent where a catalog lacked the text (tests fail on it); else it is logged. */
  onUntranslated?: (english: string, lang: Language) => void;
};

/** Builds the whole app without listening: main.ts listens, tests inject. */
export async function buildApp({
  config,
  database,
  clock = systemClock,
  sms,
  logger,
  background,
  liveEvents,
  onUntranslated,
}: AppDependencies) {
  const app = Fastify({
    logger: logger ?? {
      level: config.logLevel,
      redact: ['req.headers.authorization', 'req.headers["x-device-key"]'],
    },
    trustProxy: config.trustProxy,
    bodyLimit: 1_048_576,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(refusingUnstorableText(validatorCompiler));
  app.setSerializerCompiler(schemaSerializerCompiler);
  app.decorateRequest('auth', null);
  const services = createServices({
    config,
    database,
    clock,
    sms: sms ?? createSmsProvider(config.sms, app.log),
  });
  registerErrorHandler(app);
  registerResponseLanguage(app);
  const untranslated = new Set<string>();
  const stopHearingUntranslated = onMissingTranslation(
    onUntranslated ??
      ((english, lang) => {
        // Once per text and language: a gap in a catalog, not a failure of the request.
        if (untranslated.has(`${lang}:${english}`)) return;
        untranslated.add(`${lang}:${english}`);
        app.log.warn({ english, lang }, 'no translation');
      }),
  );
  registerRouteAccess(app, services.guards);
  // @fastify/cors adds its own preflight route (OPTIONS *), which cannot declare an access: open
  // to anyone, it answers no one but an allowed origin's browser.
  await withRouteAccess(app, 'public', () => registerCors(app, config.corsOrigins));

  registerSecurityHeaders(app, config);
  await registerRateLimits(app, config.rateLimits);
  await app.register(fastifyMultipart, {
    // Too large a file ends the upload with 413 before it is all read.
    limits: { fileSize: config.storage.maxFileBytes, ...MULTIPART_LIMITS },
  });
  await app.register(fastifySwagger, {
    openapi: {
      info: {
        title: 'Gulf Freight API',
        version: '1.0.0',
        description: 'Freight marketplace API (docs/product.md §7)',
      },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
    },
    transform: jsonSchemaTransform,
  });
  await withRouteAccess(app, 'public', () =>
    app.register(fastifySwaggerUi, { routePrefix: '/api/docs', staticCSP: true }),
  );

  registerIdempotency(app, services);
  await app.register(healthRoutes(database), { prefix: '/api' });
  await app.register(referenceRoutes(), { prefix: '/api/reference' });
  await app.register(authRoutes(services, { sendsPerIpPerHour: config.otpSendsPerIpPerHour }), {
    prefix: '/api/user',
  });
  await app.register(usersRoutes(services), { prefix: '/api/user' });
  await app.register(truckGroupsRoutes(services), { prefix: '/api/truckgroup' });
  await app.register(notificationsRoutes(services), { prefix: '/api/user-notifications' });
  await app.register(clientConfigRoutes(config), { prefix: '/api/config' });
  await app.register(geocodeRoutes(config.maps), { prefix: '/api/geocode' });
  await app.register(loadsRoutes(services), { prefix: '/api/loads' });
  await app.register(loadImagesRoutes(services), { prefix: '/api/loads' });
  await app.register(tripRatingRoutes(services), { prefix: '/api/loads' });
  await app.register(invoicesRoutes(services), { prefix: '/api/loads' });
  await app.register(loadDocumentRoutes(services), { prefix: '/api/loads' });
  await app.register(filesRoutes(services), { prefix: '/api/files' });
  await app.register(findLoadsRoutes(services), { prefix: '/api/loads' });
  await app.register(tempLoadsRoutes(services), { prefix: '/api/temp-loads' });
  await app.register(quotesRoutes(services), { prefix: '/api/quote' });
  await app.register(trucksRoutes(services), { prefix: '/api/trucks' });
  await app.register(driversRoutes(services), { prefix: '/api/drivers' });
  await app.register(quoteStatusRoutes(services), { prefix: '/api/quote' });
  await app.register(paymentsRoutes(services), { prefix: '/api/payments' });
  await app.register(paymentWebhookRoutes(services), { prefix: '/api/payments' });
  await app.register(tripsRoutes(services), { prefix: '/api/trips' });
  await app.register(tripStatusRoutes(services), { prefix: '/api/trips' });
  await app.register(waitingChargeRoutes(services), { prefix: '/api/trips' });
  await app.register(driverLinksRoutes(services), { prefix: '/api/driver-links' });
  await app.register(positionsRoutes(services), { prefix: '/api/driver-links' });
  await app.register(linkManifestRoutes(services), { prefix: '/api/driver-links' });
  await app.register(tripChargesRoutes(services), { prefix: '/api/trip-charges' });
  await app.register(deliveryProofRoutes(services), { prefix: '/api/driver-links' });
  await app.register(proofSettingsRoutes(services), { prefix: '/api/trips' });
  await app.register(tripDocumentRoutes(services), { prefix: '/api/trips' });

  const live = createLiveEventsRuntime({
    database,
    liveEvents: services.liveEvents,
    onError: (error) => app.log.error({ err: error }, 'live events failed'),
  });
  await app.register(liveEventsRoutes(services, live.hub, liveEvents), { prefix: '/api/events' });
  let stopBackground: (() => Promise<void>) | undefined;
  let stopSessionChanges: (() => Promise<void>) | undefined;
  app.addHook('onReady', async () => {
    // Sessions are answered from memory only while every instance's changes are heard.
    stopSessionChanges = await listenForSessionChanges(database, services.sessionCache);
    await live.start();
    if (background) {
      stopBackground = startBackgroundWork(services, background, {
        onError: (error) => app.log.error({ err: error }, 'background work failed'),
        onJobFailed: ({ error, ...job }) =>
          app.log.error({ err: error, job }, 'scheduled job failed'),
      }).stop;
    }
  });
  // Open event streams would otherwise keep the server from closing.
  app.addHook('preClose', async () => live.endStreams());

  await app.register(webAppRoutes(config.staticDir));
  app.addHook('onClose', async () => {
    stopHearingUntranslated();
    await stopBackground?.();
    await live.stop();
    await stopSessionChanges?.();
    await database.close();
  });
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;

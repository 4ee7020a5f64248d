import type { Config } from './config';
import type { DatabaseHandle } from './db/database';
import { resolveAuthSecret } from './lib/auth-secret';
import type { Clock } from './lib/clock';
import { createOtpService } from './modules/auth/otp-service';
import { createSessionCache } from './modules/auth/session-cache';
import { createSessionService } from './modules/auth/session-service';
import { createDeliveryProofsService } from './modules/delivery-proofs/delivery-proofs-service';
import { createDeviceBindingService } from './modules/driver-links/device-binding-service';
import { createDriverLinksService } from './modules/driver-links/driver-links-service';
import { createLinkGuard } from './modules/driver-links/link-guard';
import { createLinkTripViewService } from './modules/driver-links/link-trip-view-service';
import { createDriverLicenceService } from './modules/drivers/driver-licence-service';
import { createDriversService } from './modules/drivers/drivers-service';
import { createFileAccess, providerGroupSucceeds, succeeds } from './modules/files/file-access';
import { createFilesService } from './modules/files/files-service';
import { createInvoicesService } from './modules/invoices/invoices-service';
import { createIdempotencyService } from './modules/idempotency/idempotency-service';
import { createLiveEventsService } from './modules/live-events/live-events-service';
import { createFindLoadsService } from './modules/loads/find-loads-service';
import { createLoadDetailsService } from './modules/loads/load-details-service';
import { createLoadsService } from './modules/loads/loads-service';
import { createLoadParties } from './modules/notifications/load-parties';
import { createNotificationsService } from './modules/notifications/notifications-service';
import { createQuoteNews } from './modules/notifications/quote-news';
import { createTripNews } from './modules/notifications/trip-news';
import { createLoadCancellationService } from './modules/loads/load-cancellation-service';
import { createPaymentNews } from './modules/notifications/payment-news';
import { createPaymentReconciler } from './modules/payments/payment-reconciler';
import { createPaymentRecords } from './modules/payments/payment-records';
import { toLoadPayment } from './modules/payments/payment-view';
import { createRefundRunner } from './modules/payments/refund-runner';
import { createRefunds } from './modules/payments/refunds';
import { createPaymentWebhooksService } from './modules/payments/payment-webhooks-service';
import { createPaymentsService } from './modules/payments/payments-service';
import { createPositionAnnouncer } from './modules/positions/position-announcer';
import { createPositionsService } from './modules/positions/positions-service';
import { tripTrail } from './modules/positions/trip-trail';
import { createQuoteAcceptanceService } from './modules/quotes/quote-acceptance-service';
import { createQuotesService } from './modules/quotes/quotes-service';
import { createResponseGuarantee } from './modules/response-guarantee/response-guarantee';
import { createJobRunner } from './modules/scheduled-jobs/job-runner';
import { createTempLoadsService } from './modules/temp-loads/temp-loads-service';
import { createTripDocumentsService } from './modules/trip-documents/trip-documents-service';
import { createWaitingChargeService } from './modules/trip-charges/waiting-charge-service';
import { createStopWaitsService } from './modules/trips/stop-waits-service';
import { createTripChargesService } from './modules/trip-charges/trip-charges-service';
import { createTruckGroupsService } from './modules/truck-groups/truck-groups-service';
import { createTripAssignmentService } from './modules/trips/trip-assignment-service';
import { createTripDetailsService } from './modules/trips/trip-details-service';
import { createTripDriverDetailsService } from './modules/trips/trip-driver-details-service';
import { driverTripStats } from './modules/trips/driver-trip-stats';
import { createTripListService } from './modules/trips/trip-list-service';
import { createTripRatingService } from './modules/trips/trip-rating-service';
import { createTripStatusService } from './modules/trips/trip-status-service';
import { createTripsService } from './modules/trips/trips-service';
import { createTrucksService } from './modules/trucks/trucks-service';
import { createUsersService } from './modules/users/users-service';
import { createGuards } from './plugins/authentication';
import { createPaymentProvider } from './providers/payments/create-payment-provider';
import { createFileStorage } from './providers/storage/create-file-storage';
import type { SmsProvider } from './providers/sms/sms-provider';

/** Wires every module's service once; routes receive what they need from here. */
export function createServices(deps: {
  config: Config;
  database: DatabaseHandle;
  clock: Clock;
  sms: SmsProvider;
}) {
  const { config, clock, sms } = deps;
  const db = deps.database.db;
  const truckGroups = createTruckGroupsService({ db, clock });
  // Trusted only once the app listens for session changes (app.ts); until then, never used.
  const sessionCache = createSessionCache({ clock, ttlMs: config.sessionCacheSeconds * 1000 });
  const users = createUsersService({ db, clock, truckGroups, sessionCache });
  const sessions = createSessionService({
    db,
    clock,
    ttlDays: config.sessionTtlDays,
    cache: sessionCache,
  });
  const otp = createOtpService({
    db,
    clock,
    sms,
    secret: resolveAuthSecret(config),
    testPhones: config.otpTestPhones,
    languageOfPhone: users.languageOfPhone,
  });
  const liveEvents = createLiveEventsService({ db, clock });
  const notifications = createNotificationsService({ db, clock, liveEvents });
  const loadParties = createLoadParties({ notifications, liveEvents, users });
  const quoteNews = createQuoteNews({ parties: loadParties, truckGroups });
  const files = createFilesService({ db, clock, storage: createFileStorage(config.storage) });
  const guarantee = createResponseGuarantee({ notifications });
  const loads = createLoadsService({ db, clock, files, onPosted: guarantee.onLoadPosted });
  const trucks = createTrucksService({ db, clock, files });
  const drivers = createDriversService({ db, clock, files });
  const driverLicences = createDriverLicenceService({
    db,
    clock,
    drivers,
    files,
    users,
    tripStatsOf: (driverId) => driverTripStats(db, driverId),
  });
  const tripNews = createTripNews({ parties: loadParties, drivers });
  const paymentProvider = createPaymentProvider(config.payments, { db, clock });
  const paymentRecords = createPaymentRecords({
    db,
    clock,
    reconcileAfterMs: config.payments.reconcileAfterMs,
  });
  const invoices = createInvoicesService({ db, clock });
  const refunds = createRefunds({
    db,
    clock,
    paymentRecords,
    onRefundOwed: invoices.creditForRefund,
  });
  const quotes = createQuotesService({
    db,
    clock,
    loads,
    trucks,
    news: quoteNews,
    isBeingPaid: paymentRecords.isBeingPaid,
  });
  const linkGuard = createLinkGuard({ db });
  const positions = createPositionsService({
    db,
    clock,
    announcer: createPositionAnnouncer({ liveEvents }),
  });
  const tripDriver = createTripDriverDetailsService({
    db,
    drivers,
    licences: driverLicences,
    latestPosition: positions.latestForTrip,
  });
  const tripCharges = createTripChargesService({
    db,
    clock,
    files,
    linkGuard,
    news: tripNews,
    onChargeApproved: invoices.invoiceApprovedCharges,
  });
  const deliveryProofs = createDeliveryProofsService({ db, clock, files, linkGuard });
  const driverLinks = createDriverLinksService({
    db,
    clock,
    linkGuard,
    chargesForTrip: (tripId) => tripCharges.listForTrip(tripId),
    proofForTrip: (tripId) => deliveryProofs.forTripAtItsDelivery(tripId),
  });
  const tripRatings = createTripRatingService({ db, clock, loads });
  const stopWaits = createStopWaitsService({ db, clock });
  const loadDetails = createLoadDetailsService({
    db,
    loads,
    quotes,
    tripDriver,
    tripCharges,
    tripRatings,
    stopWaits,
    deliveryProofs,
    paymentsOfLoad: async (loadId) =>
      (await paymentRecords.listForLoad(loadId)).map(({ payment, refund }) =>
        toLoadPayment(payment, refund),
      ),
    isInvoiced: invoices.isInvoiced,
  });
  const findLoads = createFindLoadsService({ db });
  const tempLoads = createTempLoadsService({ db, clock });
  const quoteAcceptance = createQuoteAcceptanceService({
    db,
    clock,
    provider: paymentProvider,
    paymentRecords,
    refunds,
    loads,
    invoices,
    news: quoteNews,
  });
  const payments = createPaymentsService({
    db,
    clock,
    provider: paymentProvider,
    paymentRecords,
    quoteAcceptance,
  });
  const refundRunner = createRefundRunner({
    db,
    clock,
    provider: paymentProvider,
    refunds,
    news: createPaymentNews({ parties: loadParties }),
  });
  const paymentReconciler = createPaymentReconciler({
    db,
    clock,
    provider: paymentProvider,
    paymentRecords,
    refunds,
    quoteAcceptance,
  });
  const paymentWebhooks = createPaymentWebhooksService({
    db,
    clock,
    provider: paymentProvider,
    paymentRecords,
    quoteAcceptance,
    refundRunner,
  });
  const fileAccess = createFileAccess({
    load: (user, loadId) =>
      user.userType === 'user'
        ? succeeds(() => loads.getOwned(user.id, loadId))
        : providerGroupSucceeds(user, (groupId) => loadDetails.forProvider(groupId, loadId)),
    truck: (user, truckId) =>
      providerGroupSucceeds(user, (groupId) => trucks.getForGroup(groupId, truckId)),
    driver: (user, driverId) =>
      providerGroupSucceeds(user, (groupId) => drivers.getForGroup(groupId, driverId)),
    charge: (user, chargeId) => tripCharges.readableBy(user, chargeId),
    delivery_proof: (user, proofId) => deliveryProofs.readableBy(user, proofId),
  });
  const trips = createTripsService({ db, clock, loads, trucks, quoteAcceptance, news: tripNews });
  return {
    truckGroups,
    users,
    sessionCache,
    sessions,
    otp,
    liveEvents,
    notifications,
    guarantee,
    jobs: createJobRunner({ db, clock, steps: guarantee.steps }),
    loads,
    trucks,
    drivers,
    driverLicences,
    quotes,
    loadDetails,
    tripRatings,
    findLoads,
    tempLoads,
    quoteAcceptance,
    invoices,
    payments,
    paymentWebhooks,
    refundRunner,
    paymentReconciler,
    /** The money's background steps: settle what nobody acted on, then pay refunds owed. */
    paymentUpkeep: {
      async runDue(now: Date = clock.now()) {
        const reconciled = await paymentReconciler.runDue(now);
        const refunded = await refundRunner.runDue(now);
        return { reconciled, refunded };
      },
    },
    loadCancellation: createLoadCancellationService({
      db,
      clock,
      loads,
      paymentRecords,
      refunds,
      news: quoteNews,
    }),
    trips,
    tripList: createTripListService({ db }),
    tripDetails: createTripDetailsService({
      db,
      tripCharges,
      deliveryProofs,
      latestPosition: positions.latestForTrip,
      stopWaits,
    }),
    tripAssignment: createTripAssignmentService({
      db,
      clock,
      drivers,
      trucks,
      tripCharges,
      deliveryProofs,
      onDriverReassigned: driverLinks.deactivateActiveForTrip,
      news: tripNews,
    }),
    tripStatus: createTripStatusService({
      db,
      clock,
      linkGuard,
      loads,
      onTripCompleted: async (tx, tripId) => {
        await driverLinks.deactivateActiveForTrip(tx, tripId);
        await invoices.invoiceApprovedCharges(tx, tripId);
      },
      hasDeliveryProof: deliveryProofs.hasProof,
      news: tripNews,
    }),
    driverLinks,
    deviceBinding: createDeviceBindingService({ db, clock, news: tripNews }),
    linkTripView: createLinkTripViewService({ db, linkGuard, tripCharges, deliveryProofs }),
    positions,
    tripCharges,
    waitingCharge: createWaitingChargeService({
      db,
      clock,
      stopWaits,
      news: tripNews,
      onChargeApproved: invoices.invoiceApprovedCharges,
    }),
    deliveryProofs,
    tripDocuments: createTripDocumentsService({
      db,
      clock,
      files,
      stopWaitsOf: stopWaits.forTrip,
      proofOf: deliveryProofs.forTrip,
      trailOf: (tripId, maxPoints) => tripTrail(db, tripId, maxPoints),
    }),
    linkGuard,
    files,
    fileAccess,
    idempotency: createIdempotencyService({ db, clock }),
    guards: createGuards(sessions),
  };
}

export type Services = ReturnType<typeof createServices>;

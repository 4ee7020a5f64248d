import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorEnvelope } from '../../../src/contract/envelope';
import {
  logoutResponse,
  otpRefusedEnvelope,
  sendOtpRequest,
  sendOtpResponse,
  sessionVerifyRequest,
  userResponse,
  verifyOtpRequest,
  verifyOtpResponse,
} from '../../../src/contract/user';
import { DEFAULT_LANGUAGE } from '../../../src/contract/languages';
import { unauthorized } from '../../lib/http-error';
import { headerLanguage } from '../../lib/i18n/request-language';
import { callerOf } from '../../plugins/authentication';
import type { Services } from '../../services';
import { toApiUser } from '../users/users-service';
import { parsePhone } from './phone-number';

const errors = {
  400: errorEnvelope,
  401: errorEnvelope,
  429: otpRefusedEnvelope,
  502: errorEnvelope,
};

export function authRoutes(
  services: Services,
  options: { sendsPerIpPerHour: number },
): FastifyPluginAsyncZod {
  const { otp, sessions, users } = services;
  return async (app) => {
    app.post(
      '/send-otp',
      {
        schema: {
          tags: ['auth'],
          body: sendOtpRequest,
          response: { 200: sendOtpResponse, ...errors },
        },
        config: {
          access: 'public',
          skipIdempotency: true,
          rateLimit: {
            max: options.sendsPerIpPerHour,
            timeWindow: '1 hour',
            hook: 'preHandler',
            keyGenerator: (request) => `send-otp:${request.ip}`,
            // Test phones send nothing, so they do not count against the caller's address.
            allowList: (request) => {
              const body = request.body as { phone?: string; countryCode?: string };
              try {
                return otp.isTestPhone(parsePhone(body.phone ?? '', body.countryCode ?? '').e164);
              } catch {
                return false;
              }
            },
            errorResponseBuilder: (_request, context) => ({
              statusCode: 429,
              message: `Too many codes were requested from this network. Please try again in ${Math.ceil(context.ttl / 60_000)} minutes.`,
            }),
          },
        },
      },
      async (request) => {
        const { language = headerLanguage(request), ...number } = request.body;
        const data = await otp.send({ ...number, language, ip: request.ip });
        return { success: true, msg: 'OTP sent successfully', data };
      },
    );

    app.post(
      '/verify-otp',
      {
        schema: {
          tags: ['auth'],
          body: verifyOtpRequest,
          response: { 200: verifyOtpResponse, ...errors },
        },
        // Its answer is a session token: never stored for replay.
        config: { access: 'public', skipIdempotency: true },
      },
      async (request) => {
        const phone = await otp.verify(request.body);
        const user = await users.findOrCreateByPhone(phone, phone.language ?? DEFAULT_LANGUAGE);
        const session = await sessions.start(user.id, request.headers['user-agent']);
        return {
          success: true,
          msg: 'Signed in',
          data: {
            token: session.token,
            _id: user.id,
            userType: user.userType,
            sessionId: session.sessionId,
            language: user.language,
          },
        };
      },
    );

    app.post(
      '/session-verify',
      {
        config: { access: 'signed-in' },
        schema: {
          tags: ['auth'],
          body: sessionVerifyRequest,
          response: { 200: userResponse, 401: errorEnvelope },
        },
      },
      async (request) => {
        const caller = callerOf(request);
        // The ids must be the caller's own: a token cannot vouch for another session.
        if (request.body.sessionId !== caller.sessionId || request.body.userId !== caller.user.id) {
          throw unauthorized();
        }
        return { success: true, data: { user: toApiUser(caller.user, caller.sessionId) } };
      },
    );

    app.post(
      '/logout',
      {
        config: { access: 'signed-in' },
        schema: { tags: ['auth'], response: { 200: logoutResponse, 401: errorEnvelope } },
      },
      async (request) => {
        await sessions.revoke(callerOf(request).sessionId);
        return { success: true, msg: 'Signed out', data: {} };
      },
    );
  };
}

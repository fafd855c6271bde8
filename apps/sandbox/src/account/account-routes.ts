import { account as contract } from '@tableside/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { isSupportedCountry } from 'libphonenumber-js';
import { serve } from '../http/contract-route.js';
import { HttpError } from '../http/http-error.js';
import { verifyGuestToken } from '../identity/guest-token.js';
import { GUEST_TOKEN_HEADER } from '../identity/identity-routes.js';
import { escapeHtml, htmlPage } from '../services/html.js';
import { receiptLocale, receiptText, type ReceiptText } from '../services/receipt-locale.js';
import { signAccessToken } from './access-token.js';
import type { AccountAuth } from './account-auth.js';
import { DEFAULT_PHONE_COUNTRY, SMS_CODE_LENGTH, type AccountSettings } from './account-settings.js';
import type { AccountStore } from './account-store.js';
import { normalisePhoneNumber } from './phone-number.js';
import type { SmsCodes } from './sms-codes.js';

export interface AccountRouteDeps {
  secret: string;
  now: () => number;
  settings: AccountSettings;
  codes: SmsCodes;
  accounts: AccountStore;
  auth: AccountAuth;
}

/** The E.164 number of the body, or 400 `login.invalid_phone` (3 §8) with the number as it was typed. */
function phoneOf(body: { phoneNumber: string; countryCode?: string | undefined }): string {
  const country = body.countryCode ?? DEFAULT_PHONE_COUNTRY;
  if (!isSupportedCountry(country)) {
    throw new HttpError(400, {
      type: 'invalid-request',
      message: `body.countryCode: ${country} is not a country with phone numbers`,
      field: 'body.countryCode',
    });
  }
  const normalised = normalisePhoneNumber(body.phoneNumber, country);
  if (!normalised) {
    throw new HttpError(400, {
      type: 'login.invalid_phone',
      message: `body.phoneNumber: ${body.phoneNumber} is not a valid phone number for ${country}`,
      field: 'body.phoneNumber',
    });
  }
  return normalised;
}

/** The guest identity the request's guest token proves, if it sends one; a forged one is 401 naming the header. */
function optionalGuest(request: FastifyRequest, secret: string): string | undefined {
  const value = request.headers[GUEST_TOKEN_HEADER];
  const token = Array.isArray(value) ? value[0] : value;
  if (token === undefined || token === '') return undefined;
  const guestId = token.length <= 1000 ? verifyGuestToken(token, secret) : undefined;
  if (!guestId) {
    throw new HttpError(401, {
      type: 'invalid-guest-token',
      message: `header.${GUEST_TOKEN_HEADER} is not a valid guest token`,
      field: `header.${GUEST_TOKEN_HEADER}`,
    });
  }
  return guestId;
}

/**
 * The origin verification links point to: the address and port the request reached (never the Host header, which a
 * caller could set to send someone a link to another site); the Host header only without a socket (inject).
 */
/** The diner's wording: `locale` when given, else `Accept-Language` (negotiated like the app's), else en-US. */
function textOf(request: FastifyRequest, locale?: string): Promise<ReceiptText> {
  const accept = request.headers['accept-language'];
  return receiptText(receiptLocale(locale, Array.isArray(accept) ? accept[0] : accept));
}

function originOf(request: FastifyRequest): string {
  const { localAddress, localPort } = request.socket;
  if (!localAddress || !localPort) return `${request.protocol}://${request.host}`;
  const address = localAddress.replace(/^::ffff:/, '');
  return `${request.protocol}://${address.includes(':') ? `[${address}]` : address}:${localPort}`;
}

/**
 * Guest accounts (3 §6, §7): login by phone and SMS code, the account, its personal details, access-token renewal,
 * e-mail verification links and the account's receipts, served from @tableside/contracts' `account` routes.
 */
export function registerAccountRoutes(scope: FastifyInstance, deps: AccountRouteDeps): void {
  const { codes, accounts, auth } = deps;

  const tokenAnswer = async (userId: string) => {
    const { token, expiresAt } = await signAccessToken(userId, deps.secret, deps.now(), deps.settings.accessTokenTtlMs);
    return { accessToken: token, tokenType: 'Bearer' as const, expiresAt, expiresIn: Math.round((expiresAt - deps.now()) / 1000) };
  };

  // Request SMS code (3 §7 "Other": request SMS code with the phone).
  serve(scope, contract.requestLoginCode, async (request, reply) => {
    const phoneNumber = phoneOf(request.body);
    const sent = await codes.send(phoneNumber, await textOf(request, request.body.locale));
    return reply.status(202).send({ phoneNumber, codeLength: SMS_CODE_LENGTH, ...sent });
  });

  // Login / verify with code (phone, code): a signed bearer access token; the device's guest identity is linked.
  serve(scope, contract.login, async (request, reply) => {
    const body = request.body;
    const phoneNumber = phoneOf(body);
    const guestId = optionalGuest(request, deps.secret);
    const login = await codes.check(phoneNumber, body.code, async (tx) => {
      const found = await accounts.findOrCreate(tx, phoneNumber);
      const guestLinked = guestId === undefined ? false : await accounts.linkGuest(tx, guestId, found.account.id);
      return { ...found, guestLinked };
    });
    return reply.send({ ...(await tokenAnswer(login.account.id)), user: login.account, created: login.created, guestLinked: login.guestLinked });
  });

  serve(scope, contract.getUser, async (request, reply) => {
    const own = await auth.requireUser(request, reply, request.params.userId);
    const account = await accounts.get(own);
    return reply.send(account);
  });

  // PATCH and PUT carry a body: the bearer token is checked when the request arrives, before the body is read and
  // validated, so a caller without a valid token learns nothing about the body's rules (401 before 400).
  void scope.register(async (bodyRoutes) => {
    bodyRoutes.addHook('onRequest', async (request, reply) => {
      await auth.requireAccount(request, reply);
    });

    serve(bodyRoutes, contract.patchUser, async (request, reply) => {
      const own = await auth.requireUser(request, reply, request.params.userId);
      const account = await accounts.update(own, request.body, originOf(request), 'body.email', await textOf(request));
      return reply.send(account);
    });

    // Save personal details (firstName, lastName, email).
    serve(bodyRoutes, contract.savePersonalDetails, async (request, reply) => {
      const own = await auth.requireUser(request, reply, request.params.userId);
      const body = request.body;
      const account = await accounts.update(
        own,
        { firstName: body.firstName, lastName: body.lastName, email: body.email ?? null },
        originOf(request),
        'body.email',
        await textOf(request),
      );
      return reply.send(account);
    });
  });

  // Get access token: a fresh token (new expiry) for a valid one.
  serve(scope, contract.renewAccessToken, async (request, reply) => {
    const own = await auth.requireUser(request, reply, request.params.userId);
    return reply.send(await tokenAnswer(own));
  });

  // The link of the verification e-mail, opened in a browser from the outbox.
  serve(scope, contract.verifyEmail, async (request, reply) => {
    const account = await accounts.verifyEmail(request.params.token);
    const text = await textOf(request);
    const main = `<h1>${escapeHtml(text.t('emailVerified.title'))}</h1>
<p>${escapeHtml(text.t('emailVerified.body', { email: account.email ?? '' }))}</p>
<p><a href="/me">${escapeHtml(text.t('emailVerified.link'))}</a></p>`;
    return reply.type('text/html; charset=utf-8').send(htmlPage(text.t('emailVerified.title'), main, text.locale));
  });

  // GET marketing/api/v1/receipts (bearer): the payments the account made, on every device linked at login.
  serve(scope, contract.listReceipts, async (request, reply) => {
    const own = await auth.requireAccount(request, reply);
    return reply.send({ receipts: await accounts.receipts(own) });
  });
}

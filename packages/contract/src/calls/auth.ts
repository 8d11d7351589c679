import { z } from 'zod';
import { ok } from '../envelope.js';
import {
  contactEmail,
  contactPhone,
  domainName,
  externalId,
  loginAccountId,
  loginPassword,
  optionalText,
  password,
  tacCode,
} from '../fields.js';
import { LANGUAGES } from '../tables.js';
import { amount, isoDateTime, newAccountId, playerBody } from './common.js';
import type { SiteCallDefinition } from './definition.js';

const siteAccount = z.object({ domain_name: domainName, external_id: externalId, account_id: loginAccountId });

export const loginRequest = siteAccount.extend({ password: loginPassword });

export const sessionUserSchema = z.object({
  account_id: z.string(),
  full_name: z.string(),
  contact_email: z.string(),
  session_token: z.string(),
});
export type SessionUser = z.infer<typeof sessionUserSchema>;

export const loginResponse = ok({
  token: z.string(),
  user: sessionUserSchema,
  fullname: z.string(),
  email: z.string(),
  previous_login_at: isoDateTime.nullable(),
});
export type LoginResponse = z.infer<typeof loginResponse>;

export const getBalanceRequest = playerBody;
export const getBalanceResponse = ok({ game_balance: amount, game_token: amount, currency: z.string() });

/** Sent when a TAC code went out: when it expires and when another may be requested. */
const tacSent = ok({ message: z.literal('tacSent'), expires_in: z.number().int(), resend_in: z.number().int() });

export const forgotPasswordRequest = siteAccount.extend({ contact_phone: contactPhone });
/** The answer is the same whether or not the account and phone match, so it reveals no accounts. */
export const forgotPasswordResponse = ok({ message: z.literal('resetCodeSentIfMatch'), expires_in: z.number().int() });

export const resetPasswordRequest = siteAccount.extend({ tac: tacCode, new_password: password });
export const resetPasswordResponse = ok({ message: z.literal('passwordReset') });

export const signupRequest = z.object({
  domain_name: domainName,
  external_id: externalId,
  account_id: newAccountId,
  password,
  contact_phone: contactPhone,
  contact_email: contactEmail.optional().default(''),
  /** The player confirms being at least the site's minimum age (startup's site.min_age). */
  age_confirmed: z.literal(true, 'ageNotConfirmed'),
  /** The player accepts the site's terms (startup's site.terms_version is the version stored). */
  terms_accepted: z.literal(true, 'termsNotAccepted'),
  referrer_code: optionalText(32),
  ch: optionalText(64),
  cm: optionalText(64),
  pp: optionalText(64),
  affiliate_code: optionalText(64),
  fbp: optionalText(256),
  appsflyer_id: optionalText(128),
  visitor_id: optionalText(128),
});
export const signupResponse = tacSent;

export const tacVerifyRequest = siteAccount.extend({ tac: tacCode });
/** A verified signup is logged in at once. */
export const tacVerifyResponse = loginResponse;

export const tacRequestNewRegisterRequest = siteAccount;
export const tacRequestNewRegisterResponse = tacSent;

export const tacRequestLoginRequest = siteAccount;
export const tacRequestLoginResponse = tacSent;

export const loginTacRequest = siteAccount.extend({ tac: tacCode });
export const loginTacResponse = loginResponse;

export const updatePasswordRequest = playerBody.extend({ password: loginPassword, new_password: password });
export const updatePasswordResponse = ok({ message: z.literal('passwordUpdated') });

export const vipNextLevelSchema = z.object({
  starting_deposit: amount,
  cycle_deposit: amount,
  deposit_next: amount,
  starting_turnover: amount,
  cycle_turnover: amount,
  turnover_next: amount,
  vip_name: z.string(),
  vip_name_next: z.string(),
});
export type VipNextLevel = z.infer<typeof vipNextLevelSchema>;

export const vipLevelSchema = z.object({
  level: z.number().int(),
  vip_name: z.string(),
  deposit_required: amount,
  turnover_required: amount,
});

export const vipRequest = playerBody.extend({
  /** the language of the level names; absent, the site's (a level without a name in it answers English) */
  language: z.enum(LANGUAGES, 'invalidLanguage').optional(),
});
export const vipResponse = ok({
  nextLevel: z.array(vipNextLevelSchema).length(1),
  currentLevel: z.number().int(),
  levels: z.array(vipLevelSchema),
});

export const logoutRequest = playerBody.extend({ everywhere: z.boolean().optional().default(false) });
export const logoutResponse = ok({ sessions_ended: z.number().int() });

export const sessionsRequest = playerBody;
/** The player's live sessions, for the security page; addresses are shortened to their network. */
export const sessionsResponse = ok({
  value: z.array(
    z.object({
      current: z.boolean(),
      created_at: isoDateTime,
      last_seen_at: isoDateTime,
      ip: z.string(),
      user_agent: z.string(),
    }),
  ),
});

/** The calls of signing up, logging in, passwords, sessions, balance and VIP. */
export const authCalls = {
  login: {
    path: '/api/auth/login',
    access: 'public',
    onNetworkFailure: 'internalServerError',
    summary: 'Log in with account id and password',
    tag: 'auth',
    request: loginRequest,
    response: loginResponse,
    failures: [
      'invalidCredentials',
      'accountNotVerified',
      'accountBlocked',
      'accountClosed',
      'selfExcluded',
      'timedOut',
      'serverBusy',
    ],
  },
  getBalance: {
    path: '/api/auth/get_balance',
    access: 'player',
    onNetworkFailure: 'serviceUnavailable',
    summary: 'Wallet balance and tokens',
    tag: 'auth',
    request: getBalanceRequest,
    response: getBalanceResponse,
    failures: [],
  },
  forgotPassword: {
    path: '/api/auth/forgot_password',
    access: 'public',
    onNetworkFailure: 'internalServerError',
    summary: 'Send a reset TAC when account id and phone match',
    tag: 'auth',
    request: forgotPasswordRequest,
    response: forgotPasswordResponse,
    failures: [],
  },
  resetPassword: {
    path: '/api/auth/reset_password',
    access: 'public',
    onNetworkFailure: 'internalServerError',
    summary: 'Set a new password with the reset TAC',
    tag: 'auth',
    request: resetPasswordRequest,
    response: resetPasswordResponse,
    failures: ['invalidTac', 'tacExpired', 'tacLocked', 'serverBusy'],
  },
  signup: {
    path: '/api/auth/signup',
    access: 'public',
    onNetworkFailure: 'internalServerError',
    summary: 'Register an account; a TAC is sent to the phone',
    tag: 'auth',
    request: signupRequest,
    response: signupResponse,
    failures: ['accountExists', 'serverBusy'],
  },
  tacVerify: {
    path: '/api/auth/tac/verify',
    access: 'public',
    onNetworkFailure: 'internalServerError',
    summary: 'Verify a new account with its TAC; logs the player in',
    tag: 'auth',
    request: tacVerifyRequest,
    response: tacVerifyResponse,
    failures: ['invalidTac', 'tacExpired', 'tacLocked'],
  },
  tacRequestNewRegister: {
    path: '/api/auth/tac/request_new_register',
    access: 'public',
    onNetworkFailure: 'internalServerError',
    summary: 'Send a new registration TAC',
    tag: 'auth',
    request: tacRequestNewRegisterRequest,
    response: tacRequestNewRegisterResponse,
    failures: [],
  },
  tacRequestLogin: {
    path: '/api/auth/tac/request_login',
    access: 'public',
    onNetworkFailure: 'internalServerError',
    summary: 'Send a login TAC',
    tag: 'auth',
    request: tacRequestLoginRequest,
    response: tacRequestLoginResponse,
    failures: [],
  },
  loginTac: {
    path: '/api/auth/login_tac',
    access: 'public',
    onNetworkFailure: 'internalServerError',
    summary: 'Log in with a TAC',
    tag: 'auth',
    request: loginTacRequest,
    response: loginTacResponse,
    failures: [
      'invalidTac',
      'tacExpired',
      'tacLocked',
      'accountNotVerified',
      'accountBlocked',
      'accountClosed',
      'selfExcluded',
      'timedOut',
    ],
  },
  updatePassword: {
    path: '/api/auth/update_password',
    access: 'player',
    onNetworkFailure: 'internalServerError',
    summary: 'Change the password (old one checked); ends other sessions',
    tag: 'auth',
    request: updatePasswordRequest,
    response: updatePasswordResponse,
    failures: ['invalidCredentials', 'serverBusy'],
  },
  vip: {
    path: '/api/auth/vip',
    access: 'player',
    onNetworkFailure: 'internalServerError',
    summary: 'VIP level and progress',
    tag: 'auth',
    request: vipRequest,
    response: vipResponse,
    failures: [],
  },
  logout: {
    path: '/api/auth/logout',
    access: 'player',
    onNetworkFailure: 'internalServerError',
    summary: 'End this session, or every session of the player',
    tag: 'auth',
    request: logoutRequest,
    response: logoutResponse,
    failures: [],
  },
  sessions: {
    path: '/api/auth/sessions',
    access: 'player',
    onNetworkFailure: 'internalServerError',
    summary: 'The live sessions of the player (security page)',
    tag: 'auth',
    request: sessionsRequest,
    response: sessionsResponse,
    failures: [],
  },
} as const satisfies Record<string, SiteCallDefinition>;

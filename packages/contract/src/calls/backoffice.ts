import { z } from 'zod';
import { PERMISSION_NAMES, type Permission, STAFF_ROLES } from '../domain/staff.js';
import { ok } from '../envelope.js';
import { freeText, PASSWORD_MAX, password, serialId } from '../fields.js';
import { CURRENCY_CODES } from '../tables.js';
import { isoDateTime } from './common.js';
import type { OperatorCallDefinition } from './definition.js';
import { optionalReason, reason } from './operator-fields.js';

/**
 * The back office's own calls: staff sign-in with two-factor, staff and API keys, operators and
 * their four-eyes thresholds, approvals, and the audit log. A session travels in an HttpOnly
 * cookie (STAFF_SESSION_COOKIE); an API key may make the same calls as a bearer token.
 */

export const username = freeText()
  .min(3, 'tooShort')
  .max(40, 'tooLong')
  .regex(/^[A-Za-z0-9._-]+$/, 'invalidUsername')
  .transform((value) => value.toLowerCase());
const staffPassword = z.string().min(1, 'required').max(PASSWORD_MAX, 'passwordTooLong');
/** A 6-digit RFC 6238 code as typed, spaces allowed ("123 456"). */
export const totpCode = z
  .string()
  .trim()
  .overwrite((typed) => typed.replace(/\s/g, ''))
  .regex(/^[0-9]{6}$/, 'totpFormat');
const role = z.enum(STAFF_ROLES);
const siteIds = z.array(serialId).max(500).nullable();
/** minor units per currency: above it, a second staff member approves */
const thresholds = z.partialRecord(z.enum(CURRENCY_CODES), z.number().int().min(0).max(Number.MAX_SAFE_INTEGER));

export const staffSiteSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  domain: z.string(),
  currency: z.string(),
  language: z.string(),
});

export const staffMeSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  display_name: z.string(),
  role,
  operator: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  /** the sites this member acts on, in id order */
  sites: z.array(staffSiteSchema),
  permissions: z.array(z.enum(PERMISSION_NAMES)),
  /** the member must choose a new password before any other call */
  password_must_change: z.boolean(),
  totp_enabled: z.boolean(),
  session_expires_at: isoDateTime,
});
export type StaffMe = z.infer<typeof staffMeSchema>;

/**
 * The sign-in steps. `totp`: the password was right, a code is due; `enrol`: the role needs
 * two-factor and none is set up yet, so the answer carries a new secret to scan; `done`: signed in.
 */
export const SIGN_IN_STAGES = ['totp', 'enrol', 'done'] as const;
export const signInRequest = z.object({ username, password: staffPassword });
export const signInResponse = ok({
  stage: z.enum(SIGN_IN_STAGES),
  enrolment: z.object({ secret: z.string(), otpauth_uri: z.string() }).nullable(),
  me: staffMeSchema.nullable(),
});
export const totpRequest = z.object({ code: totpCode });
export const totpResponse = ok({ me: staffMeSchema });
export const emptyRequest = z.object({});
export const meResponse = ok({ me: staffMeSchema });
export const doneResponse = ok({});

export const staffSessionSchema = z.object({
  id: z.number().int(),
  ip: z.string(),
  user_agent: z.string(),
  created_at: isoDateTime,
  last_seen_at: isoDateTime,
  expires_at: isoDateTime,
  current: z.boolean(),
});
export const sessionsResponse = ok({ value: z.array(staffSessionSchema) });
export const revokeSessionRequest = z.object({ session_id: z.number().int().positive() });
export const changePasswordRequest = z.object({ current_password: staffPassword, new_password: password });

export const staffMemberSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  display_name: z.string(),
  role,
  operator_id: z.number().int().nullable(),
  site_ids: z.array(z.number().int()).nullable(),
  status: z.enum(['active', 'disabled']),
  totp_enabled: z.boolean(),
  locked_until: isoDateTime.nullable(),
  last_sign_in_at: isoDateTime.nullable(),
  created_at: isoDateTime,
});
export type StaffMember = z.infer<typeof staffMemberSchema>;

export const staffListRequest = z.object({});
export const staffListResponse = ok({ value: z.array(staffMemberSchema) });
/** The first password is the creator's to pass on: the member must change it at first sign-in. */
export const staffCreateRequest = z.object({
  username,
  display_name: freeText().max(80, 'tooLong').optional().default(''),
  role,
  /** platform staff only: the operator the member works for; omitted, the creator's own */
  operator_id: serialId.optional(),
  site_ids: siteIds.default(null),
  password,
  reason: optionalReason,
});
export const staffMemberResponse = ok({ value: staffMemberSchema });
export const staffUpdateRequest = z.object({
  staff_id: serialId,
  display_name: freeText().max(80, 'tooLong').optional(),
  role: role.optional(),
  site_ids: siteIds.optional(),
  status: z.enum(['active', 'disabled']).optional(),
  reason,
});
/** Sets a password the member must change at next sign-in, and ends their sessions. */
export const staffResetPasswordRequest = z.object({ staff_id: serialId, new_password: password, reason });
/** Clears the member's two-factor so they enrol again at next sign-in, and ends their sessions. */
export const staffResetTotpRequest = z.object({ staff_id: serialId, reason });

export const apiKeySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  role,
  operator_id: z.number().int().nullable(),
  /** the key's first characters, to tell keys apart */
  prefix: z.string(),
  created_by: z.string(),
  created_at: isoDateTime,
  last_used_at: isoDateTime.nullable(),
  revoked_at: isoDateTime.nullable(),
});
export type ApiKey = z.infer<typeof apiKeySchema>;
export const apiKeysListResponse = ok({ value: z.array(apiKeySchema) });
export const apiKeysCreateRequest = z.object({
  name: freeText().min(3, 'tooShort').max(60, 'tooLong'),
  role,
  /** platform owners only: the operator the key acts for; omitted, the creator's own */
  operator_id: serialId.optional(),
  reason: optionalReason,
});
/** `key` is shown this once: only its hash is kept. */
export const apiKeysCreateResponse = ok({ value: apiKeySchema, key: z.string() });
export const apiKeysRevokeRequest = z.object({ api_key_id: serialId, reason });
export const apiKeyResponse = ok({ value: apiKeySchema });

export const operatorSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  adjustment_approval_over: thresholds,
  withdrawal_approval_over: thresholds,
  site_count: z.number().int(),
  created_at: isoDateTime,
});
export type Operator = z.infer<typeof operatorSchema>;
export const operatorsListResponse = ok({ value: z.array(operatorSchema) });
export const operatorsCreateRequest = z.object({
  name: freeText().min(2, 'tooShort').max(80, 'tooLong'),
  adjustment_approval_over: thresholds.default({}),
  withdrawal_approval_over: thresholds.default({}),
  reason: optionalReason,
});
export const operatorsUpdateRequest = z.object({
  operator_id: serialId,
  name: freeText().min(2, 'tooShort').max(80, 'tooLong').optional(),
  adjustment_approval_over: thresholds.optional(),
  withdrawal_approval_over: thresholds.optional(),
  reason,
});
export const operatorResponse = ok({ value: operatorSchema });

export const APPROVAL_KINDS = ['adjustment', 'withdrawal', 'unblock'] as const;
export type ApprovalKind = (typeof APPROVAL_KINDS)[number];
/** The permission a member holds to propose and to decide each kind of four-eyes proposal. */
export const APPROVAL_PERMISSIONS = {
  adjustment: 'wallet.adjust',
  withdrawal: 'cashier.decide',
  unblock: 'players.manage',
} as const satisfies Record<ApprovalKind, Permission>;
export const APPROVAL_STATUSES = ['pending', 'approved', 'rejected', 'cancelled'] as const;
export const approvalSchema = z.object({
  id: z.number().int(),
  kind: z.enum(APPROVAL_KINDS),
  status: z.enum(APPROVAL_STATUSES),
  site: z.object({ id: z.number().int(), domain: z.string(), currency: z.string() }),
  account_id: z.string().nullable(),
  cashier_request_id: z.number().int().nullable(),
  /** what takes effect on approval, e.g. {direction, amount} of an adjustment (amounts in major units) */
  payload: z.record(z.string(), z.unknown()),
  reason: z.string(),
  proposed_by: z.string(),
  proposed_at: isoDateTime,
  decided_by: z.string().nullable(),
  decided_at: isoDateTime.nullable(),
  decision_reason: z.string(),
});
export type Approval = z.infer<typeof approvalSchema>;
export const approvalsListRequest = z.object({
  status: z.enum(APPROVAL_STATUSES).optional().default('pending'),
  page: z.number().int().min(1).default(1),
  page_size: z.number().int().min(1).max(200).default(50),
});
export const approvalsListResponse = ok({ value: z.array(approvalSchema), total: z.number().int() });
/** The second person's decision; the proposer cannot decide their own proposal (approvalOwnProposal). */
export const approvalsDecideRequest = z
  .object({
    approval_id: z.number().int().positive(),
    decision: z.enum(['approve', 'reject']),
    reason: optionalReason,
  })
  .refine((body) => body.decision === 'approve' || body.reason !== undefined, { error: 'required', path: ['reason'] });
export const approvalResponse = ok({ value: approvalSchema });

export const AUDIT_SORTS = ['newest', 'oldest'] as const;
export const auditEntrySchema = z.object({
  id: z.number().int(),
  at: isoDateTime,
  actor_kind: z.string(),
  actor: z.string(),
  role: z.string(),
  ip: z.string(),
  action: z.string(),
  target: z.string(),
  site_id: z.number().int().nullable(),
  reason: z.string(),
  before: z.record(z.string(), z.unknown()).nullable(),
  after: z.record(z.string(), z.unknown()).nullable(),
  data: z.record(z.string(), z.unknown()),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;
const auditFilters = {
  /** part of the actor's name */
  actor: freeText().max(60, 'tooLong').optional(),
  /** an action's name or its start ("cashier.", "staff.create") */
  action: freeText().max(60, 'tooLong').optional(),
  /** exactly a target ("player:12") or its kind ("player:") */
  target: freeText().max(60, 'tooLong').optional(),
  site_id: serialId.optional(),
  from: z.iso.datetime({ offset: true, error: 'invalidDate' }).optional(),
  to: z.iso.datetime({ offset: true, error: 'invalidDate' }).optional(),
};
export const auditSearchRequest = z.object({
  ...auditFilters,
  sort: z.enum(AUDIT_SORTS).default('newest'),
  page: z.number().int().min(1).max(100_000).default(1),
  page_size: z.number().int().min(1).max(200).default(50),
});
export const auditSearchResponse = ok({ value: z.array(auditEntrySchema), total: z.number().int() });
/** At most AUDIT_EXPORT_MAX rows, newest first; `truncated` says when there were more. */
export const AUDIT_EXPORT_MAX = 50_000;
export const auditExportRequest = z.object(auditFilters);
export const auditExportResponse = ok({ csv: z.string(), rows: z.number().int(), truncated: z.boolean() });

/**
 * A fresh installation's first owner, created with the installation token (the file the server
 * writes into its data directory) while no staff member exists; the answer carries an owner API
 * key for the CLI, shown once.
 */
export const bootstrapRequest = z.object({ username, password });
export const bootstrapResponse = ok({ value: staffMemberSchema, key: z.string() });

const backoffice = { access: 'operator', tag: 'backoffice' } as const;

export const backofficeCalls = {
  staffSignIn: {
    ...backoffice,
    path: '/api/backoffice/auth/sign_in',
    permission: 'signIn',
    audited: true,
    summary: 'Sign in with a username and password; the answer says whether a TOTP code or its enrolment is due',
    request: signInRequest,
    response: signInResponse,
    failures: ['invalidCredentials', 'staffLocked'],
  },
  staffVerifyTotp: {
    ...backoffice,
    path: '/api/backoffice/auth/totp',
    permission: 'signIn',
    audited: true,
    summary: 'Give the TOTP code after the password to finish signing in',
    request: totpRequest,
    response: totpResponse,
    failures: ['totpInvalid', 'staffLocked', 'sessionExpired'],
  },
  staffEnrolTotp: {
    ...backoffice,
    path: '/api/backoffice/auth/totp_enrol',
    permission: 'signIn',
    audited: true,
    summary: 'Confirm two-factor enrolment with a code from the new secret, and finish signing in',
    request: totpRequest,
    response: totpResponse,
    failures: ['totpInvalid', 'staffLocked', 'sessionExpired'],
  },
  staffMe: {
    ...backoffice,
    path: '/api/backoffice/auth/me',
    permission: 'signedIn',
    audited: false,
    summary: 'The signed-in member: role, permissions and sites (an API key, which is no member, is forbidden)',
    request: emptyRequest,
    response: meResponse,
    failures: ['forbidden'],
  },
  staffSignOut: {
    ...backoffice,
    path: '/api/backoffice/auth/sign_out',
    permission: 'signedIn',
    audited: true,
    summary: 'End this session',
    request: emptyRequest,
    response: doneResponse,
    failures: [],
  },
  staffSignOutEverywhere: {
    ...backoffice,
    path: '/api/backoffice/auth/sign_out_everywhere',
    permission: 'signedIn',
    audited: true,
    summary: "End every one of the member's sessions, this one included",
    request: emptyRequest,
    response: doneResponse,
    failures: [],
  },
  staffSessions: {
    ...backoffice,
    path: '/api/backoffice/auth/sessions',
    permission: 'signedIn',
    audited: false,
    summary: "The member's open sessions",
    request: emptyRequest,
    response: sessionsResponse,
    failures: [],
  },
  staffRevokeSession: {
    ...backoffice,
    path: '/api/backoffice/auth/revoke_session',
    permission: 'signedIn',
    audited: true,
    summary: "End one of the member's own sessions",
    request: revokeSessionRequest,
    response: doneResponse,
    failures: ['sessionNotFound'],
  },
  staffChangePassword: {
    ...backoffice,
    path: '/api/backoffice/auth/change_password',
    permission: 'signedIn',
    audited: true,
    summary: "Change the member's own password; other sessions end",
    request: changePasswordRequest,
    response: doneResponse,
    // forbidden: an API key, which has no password of its own
    failures: ['invalidCredentials', 'forbidden'],
  },
  staffList: {
    ...backoffice,
    path: '/api/backoffice/staff/list',
    permission: 'staff.read',
    audited: false,
    summary: "The operator's staff (every operator's, for platform staff)",
    request: staffListRequest,
    response: staffListResponse,
    failures: [],
  },
  staffCreate: {
    ...backoffice,
    path: '/api/backoffice/staff/create',
    permission: 'staff.manage',
    audited: true,
    summary: 'Add a staff member with a first password they must change',
    request: staffCreateRequest,
    response: staffMemberResponse,
    failures: ['usernameTaken', 'roleNotAssignable', 'operatorNotFound', 'siteNotFound'],
  },
  staffUpdate: {
    ...backoffice,
    path: '/api/backoffice/staff/update',
    permission: 'staff.manage',
    audited: true,
    summary: "Change a member's name, role, sites or status; disabling ends their sessions",
    request: staffUpdateRequest,
    response: staffMemberResponse,
    failures: ['staffNotFound', 'roleNotAssignable', 'siteNotFound', 'lastOwner'],
  },
  staffResetPassword: {
    ...backoffice,
    path: '/api/backoffice/staff/reset_password',
    permission: 'staff.manage',
    audited: true,
    summary: "Set a member's password, to be changed at next sign-in",
    request: staffResetPasswordRequest,
    response: staffMemberResponse,
    failures: ['staffNotFound', 'roleNotAssignable'],
  },
  staffResetTotp: {
    ...backoffice,
    path: '/api/backoffice/staff/reset_totp',
    permission: 'staff.manage',
    audited: true,
    summary: "Clear a member's two-factor so they enrol again",
    request: staffResetTotpRequest,
    response: staffMemberResponse,
    failures: ['staffNotFound', 'roleNotAssignable'],
  },
  apiKeysList: {
    ...backoffice,
    path: '/api/backoffice/api_keys/list',
    permission: 'apiKeys.manage',
    audited: false,
    summary: "The operator's API keys (never the keys themselves)",
    request: emptyRequest,
    response: apiKeysListResponse,
    failures: [],
  },
  apiKeysCreate: {
    ...backoffice,
    path: '/api/backoffice/api_keys/create',
    permission: 'apiKeys.manage',
    audited: true,
    summary: 'Create an API key for a role; the key is shown once',
    request: apiKeysCreateRequest,
    response: apiKeysCreateResponse,
    failures: ['operatorNotFound'],
  },
  apiKeysRevoke: {
    ...backoffice,
    path: '/api/backoffice/api_keys/revoke',
    permission: 'apiKeys.manage',
    audited: true,
    summary: 'Revoke an API key at once',
    request: apiKeysRevokeRequest,
    response: apiKeyResponse,
    failures: ['apiKeyNotFound'],
  },
  operatorsList: {
    ...backoffice,
    path: '/api/backoffice/operators/list',
    permission: 'sites.read',
    audited: false,
    summary: 'The operators the member acts for, with their four-eyes thresholds',
    request: emptyRequest,
    response: operatorsListResponse,
    failures: [],
  },
  operatorsCreate: {
    ...backoffice,
    path: '/api/backoffice/operators/create',
    permission: 'operators.manage',
    audited: true,
    summary: 'Add an operator (platform staff)',
    request: operatorsCreateRequest,
    response: operatorResponse,
    failures: ['operatorNameTaken'],
  },
  operatorsUpdate: {
    ...backoffice,
    path: '/api/backoffice/operators/update',
    permission: 'operators.manage',
    audited: true,
    summary: 'Rename an operator or change the amounts above which a second approver is needed',
    request: operatorsUpdateRequest,
    response: operatorResponse,
    failures: ['operatorNotFound', 'operatorNameTaken'],
  },
  approvalsList: {
    ...backoffice,
    path: '/api/backoffice/approvals/list',
    permission: 'signedIn',
    audited: false,
    summary: 'Proposals waiting for (or decided by) a second staff member, of the kinds the member may decide',
    request: approvalsListRequest,
    response: approvalsListResponse,
    failures: [],
  },
  approvalsDecide: {
    ...backoffice,
    path: '/api/backoffice/approvals/decide',
    permission: 'signedIn',
    audited: true,
    summary: "Approve or reject another member's proposal; approving makes it take effect",
    request: approvalsDecideRequest,
    response: approvalResponse,
    // forbidden: an API key, or a member whose role may not decide the proposal's kind
    failures: ['approvalNotFound', 'approvalOwnProposal', 'approvalDecided', 'insufficientBalance', 'forbidden'],
  },
  auditSearch: {
    ...backoffice,
    path: '/api/backoffice/audit/search',
    permission: 'audit.read',
    audited: false,
    summary: 'Search the audit log, a page at a time',
    request: auditSearchRequest,
    response: auditSearchResponse,
    failures: [],
  },
  auditExport: {
    ...backoffice,
    path: '/api/backoffice/audit/export',
    permission: 'audit.read',
    audited: true,
    summary: 'The audit log rows matching a search, as CSV',
    request: auditExportRequest,
    response: auditExportResponse,
    failures: [],
  },
  installationBootstrap: {
    ...backoffice,
    path: '/api/backoffice/installation/bootstrap',
    permission: 'signIn',
    audited: true,
    summary: "Create a fresh installation's first owner with the installation token",
    request: bootstrapRequest,
    response: bootstrapResponse,
    // permissionDenied: without the installation token
    failures: ['bootstrapDone', 'permissionDenied'],
  },
} as const satisfies Record<string, OperatorCallDefinition>;

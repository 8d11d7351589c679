/**
 * Who may do what in the back office and through the operator API: the roles a staff member or an
 * API key holds, the permissions each back-office call requires, and the matrix that joins them.
 * The server enforces it on every call; the back office reads the same table to show only the
 * actions a member may take. docs/security.md prints it.
 */

export const STAFF_ROLES = ['owner', 'admin', 'cashier', 'risk', 'marketing', 'support', 'read_only'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

/**
 * One permission per kind of action. `sensitive` ones move money or change a player or the
 * installation's access: a role holding any of them must sign in with a TOTP code.
 */
export const PERMISSIONS = {
  'operators.manage': { sensitive: true, summary: 'create operators and set their approval thresholds (platform staff)' },
  'staff.read': { sensitive: false, summary: 'see staff members and their roles' },
  'staff.manage': { sensitive: true, summary: 'add staff, change roles and sites, reset passwords and two-factor' },
  'apiKeys.manage': { sensitive: true, summary: 'create and revoke API keys' },
  'audit.read': { sensitive: false, summary: 'search and export the audit log' },
  'sites.read': { sensitive: false, summary: 'see sites, their settings and domains' },
  'sites.manage': { sensitive: true, summary: 'create sites, change their settings and domains' },
  'providers.manage': { sensitive: true, summary: 'connect game providers and switch them on or off' },
  'content.manage': {
    sensitive: false,
    summary: 'write pages, news, menus, broadcasts, the game catalogue, promotions, missions, VIP levels and mini games',
  },
  'reports.read': { sensitive: false, summary: 'see the business reports of the sites and export them' },
  'players.read': { sensitive: false, summary: 'search players and open their 360 page' },
  'players.notes': { sensitive: false, summary: 'add notes to a player' },
  'players.support': { sensitive: true, summary: "end a player's sessions, send a password reset code, read TAC codes" },
  'players.manage': { sensitive: true, summary: 'block, unblock and close players; set operator limits' },
  'wallet.adjust': { sensitive: true, summary: "adjust a player's balance with a reason" },
  'cashier.read': { sensitive: false, summary: 'see deposit and withdrawal requests' },
  'cashier.decide': { sensitive: true, summary: 'approve or reject deposits and withdrawals' },
  'accounts.manage': { sensitive: true, summary: 'set the accounts players pay deposits into' },
} as const;
export type Permission = keyof typeof PERMISSIONS;
export const PERMISSION_NAMES = Object.keys(PERMISSIONS) as Permission[];

const READ: Permission[] = ['sites.read', 'players.read', 'cashier.read'];

/** The permission matrix. Owners hold every permission; nobody else creates API keys. */
export const ROLE_PERMISSIONS: Record<StaffRole, readonly Permission[]> = {
  owner: PERMISSION_NAMES,
  admin: PERMISSION_NAMES.filter((permission) => permission !== 'apiKeys.manage' && permission !== 'operators.manage'),
  cashier: [...READ, 'players.notes', 'cashier.decide', 'wallet.adjust', 'accounts.manage'],
  risk: [
    ...READ,
    'players.notes',
    'players.support',
    'players.manage',
    'cashier.decide',
    'audit.read',
    'staff.read',
    'reports.read',
  ],
  marketing: ['sites.read', 'content.manage', 'reports.read'],
  support: [...READ, 'players.notes', 'players.support'],
  read_only: [...READ, 'reports.read'],
};

export function roleHas(role: StaffRole, permission: Permission): boolean {
  return ROLE_PERMISSIONS[role].includes(permission);
}

/** Roles that move money or change a player sign in with a TOTP code as well as a password. */
export function roleNeedsTotp(role: StaffRole): boolean {
  return ROLE_PERMISSIONS[role].some((permission) => PERMISSIONS[permission].sensitive);
}

/**
 * The roles a member of `role` may give a new member or key: never one above their own, so an
 * admin cannot make an owner.
 */
export function assignableRoles(role: StaffRole): StaffRole[] {
  if (role === 'owner') return [...STAFF_ROLES];
  if (role === 'admin') return STAFF_ROLES.filter((candidate) => candidate !== 'owner');
  return [];
}

/** Staff session limits (docs/security.md). */
export const STAFF_SESSION = {
  /** signed out after this long without a call */
  idleMinutes: 30,
  /** signed out this long after signing in, however active */
  absoluteHours: 12,
  /** a password accepted but its TOTP code not yet given expires after this */
  challengeMinutes: 5,
  /** wrong passwords or codes in a row before the account locks */
  lockAfterFailures: 5,
  lockMinutes: 15,
} as const;

/** The cookie that carries a staff session: HttpOnly, SameSite=Strict, only sent to the back-office API. */
export const STAFF_SESSION_COOKIE = 'wl_staff';
export const BACKOFFICE_API_PREFIX = '/api/backoffice';
/** Where the back office app is served on the installation's staff hosts. */
export const BACKOFFICE_PATH = '/backoffice/';

import { BACKOFFICE_PATH, type operator } from '@wl/contract';
import type { Config } from './config.js';
import { CLI_KEY_FILE, INSTALLATION_TOKEN_FILE } from './lib/secrets.js';
import { DEMO_PLAYER } from './seed/demo.js';
import { DEMO_STAFF, DEMO_STAFF_PASSWORD } from './seed/demo-staff.js';

/**
 * What the server prints once it listens: the sites, the docs, the demo login when demo data is
 * there (with the demo staff's logins and TOTP secrets: demo data only). It says where the
 * installation token and the CLI's key are, never them: logs are collected and kept.
 */
export function startupBanner(options: {
  config: Config;
  databaseKind: 'pglite' | 'postgres';
  seeded: boolean;
  sites: operator.OperatorSite[];
  /** false on a fresh installation: the banner says how to create the first owner */
  hasStaff: boolean;
}): string {
  const { config, sites } = options;
  const database = options.databaseKind === 'pglite' ? `embedded PGlite in ${config.DATA_DIR}` : 'PostgreSQL';
  return [
    '',
    `Player sites (${database}${options.seeded ? ', demo data seeded now' : ''}):`,
    ...sites.map(
      (site) =>
        `  http://${site.domains[0] ?? 'localhost'}:${config.PORT}/   ${site.theme_code} · ${site.theme_color} · ${site.language} · ${site.currency}`,
    ),
    `API docs: http://localhost:${config.PORT}/api/docs`,
    backofficeLine(config),
    config.SEED_DEMO ? `Demo login on every site: ${DEMO_PLAYER.accountId} / ${DEMO_PLAYER.password}` : '',
    ...(config.SEED_DEMO ? demoStaffLines() : []),
    options.hasStaff
      ? `Operator CLI: npm run cli -- help (API key from WL_API_KEY or ${config.DATA_DIR}/${CLI_KEY_FILE})`
      : `No staff yet: npm run cli -- bootstrap --username <name> creates the first owner (installation token in ${config.DATA_DIR}/${INSTALLATION_TOKEN_FILE} or INSTALLATION_TOKEN)`,
    '',
  ].join('\n');
}

/** The back office is served only on the staff hosts: the first of them is the one to open. */
function backofficeLine(config: Config): string {
  const [host] = config.BACKOFFICE_HOSTS;
  return host
    ? `Back office: http://${host}:${config.PORT}${BACKOFFICE_PATH}`
    : 'Back office: served on no host (BACKOFFICE_HOSTS is empty)';
}

/** Demo data only: every demo staff login with its TOTP secret, to add to an authenticator app. */
function demoStaffLines(): string[] {
  return [
    `Back-office demo staff (password ${DEMO_STAFF_PASSWORD}; TOTP secret to add to an authenticator):`,
    ...DEMO_STAFF.map(
      (member) =>
        `  ${member.username.padEnd(16)} ${(member.platform ? 'platform owner' : member.role).padEnd(15)} ${member.totpSecret}`,
    ),
  ];
}

import type { operator } from '@wl/contract';
import type { Config } from './config.js';
import { OPERATOR_TOKEN_FILE } from './lib/secrets.js';
import { DEMO_PLAYER } from './seed/demo.js';

/**
 * What the server prints once it listens: the sites, the docs, the demo login when demo data is
 * there. It says where the operator token is, never the token: logs are collected and kept.
 */
export function startupBanner(options: {
  config: Config;
  databaseKind: 'pglite' | 'postgres';
  seeded: boolean;
  sites: operator.OperatorSite[];
  operatorTokenFrom: 'env' | 'file';
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
    config.SEED_DEMO ? `Demo login on every site: ${DEMO_PLAYER.accountId} / ${DEMO_PLAYER.password}` : '',
    `Operator token: ${options.operatorTokenFrom === 'env' ? 'from OPERATOR_TOKEN' : `in ${config.DATA_DIR}/${OPERATOR_TOKEN_FILE}`}`,
    'Operator CLI: npm run cli -- help',
    '',
  ].join('\n');
}

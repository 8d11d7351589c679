import type { FastifyBaseLogger } from 'fastify';
import type { Config } from './config.js';
import type { Db } from './db/client.js';
import type { RateLimits } from './lib/rate-limits.js';
import type { SiteCache } from './lib/site-cache.js';
import { createAuthService } from './modules/auth/service.js';
import { createSessionService } from './modules/auth/sessions.js';
import { httpGatewaySender, outboxSender } from './modules/auth/sms.js';
import { createTacService } from './modules/auth/tac.js';
import { createCashierService } from './modules/cashier/service.js';
import { createGameService } from './modules/games/service.js';
import { createInboxService } from './modules/inbox/service.js';
import { createMiniGameService } from './modules/minigame/service.js';
import { createMissionService } from './modules/missions/service.js';
import { createNewsService } from './modules/news/service.js';
import { createOperatorService } from './modules/operator/service.js';
import { createIntegrationService } from './modules/play/integrations.js';
import { createLaunchService } from './modules/play/launch.js';
import { createSeamlessService } from './modules/play/seamless.js';
import { createPromotionService } from './modules/promotions/service.js';
import { createProtectionService } from './modules/protection/service.js';
import { createReportService } from './modules/report/service.js';
import { createSettingsService } from './modules/settings/service.js';
import { createSiteService } from './modules/site/service.js';
import { createVipService } from './modules/vip/service.js';

export interface ServiceDeps {
  db: Db;
  config: Config;
  cache: SiteCache;
  limits: RateLimits;
  serverSecret: string;
  operatorTokenHash: string;
  log: FastifyBaseLogger;
  /** drops cached site-level reads of one site (or all) here and on every other instance */
  invalidateSite: (siteId?: number) => void;
  /** the time the cashier and player protection rules run at; tests move it instead of waiting */
  now: () => Date;
}

export function createServices(deps: ServiceDeps) {
  const { db, config } = deps;
  const sms = config.SMS_GATEWAY_URL ? httpGatewaySender(db, config.SMS_GATEWAY_URL, config.SMS_GATEWAY_TOKEN) : outboxSender(db);
  const sites = createSiteService(db, deps.cache);
  const sessions = createSessionService(db, { idleMinutes: config.SESSION_IDLE_MINUTES, maxHours: config.SESSION_MAX_HOURS });
  const tac = createTacService(db, sms, deps.serverSecret, deps.limits);
  const integrations = createIntegrationService(db, deps.cache);
  const protection = createProtectionService({ db, sessions, now: deps.now });
  const promotions = createPromotionService({ db, now: deps.now });
  const cashier = createCashierService({ db, protection, promotions, now: deps.now });
  return {
    db,
    limits: deps.limits,
    cache: deps.cache,
    invalidateSite: deps.invalidateSite,
    sms,
    sites,
    games: createGameService(db, deps.cache),
    sessions,
    tac,
    auth: createAuthService({
      db,
      sessions,
      tac,
      protection,
      limits: deps.limits,
      passwordLogN: config.PASSWORD_SCRYPT_LOG_N,
    }),
    protection,
    cashier,
    promotions,
    missions: createMissionService({ db, now: deps.now }),
    news: createNewsService({ db, now: deps.now }),
    vip: createVipService(db),
    miniGames: createMiniGameService(db),
    inbox: createInboxService(db),
    settings: createSettingsService(db, deps.cache),
    integrations,
    launch: createLaunchService(db, integrations, deps.log),
    seamless: createSeamlessService(db, integrations, sessions, deps.log, promotions),
    reports: createReportService(db, deps.cache),
    operator: createOperatorService({ ...deps, sessions, sites, cashier, protection }),
  };
}

export type Services = ReturnType<typeof createServices>;

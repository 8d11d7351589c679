import fp from 'fastify-plugin';
import { type ApprovalService, createApprovalService } from './approvals.js';
import { type AuditService, createAuditService } from './audit.js';
import { createDirectoryService, type DirectoryService } from './directory.js';
import { createIdentityService, type IdentityService } from './identity.js';
import { staffRoutes } from './routes.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** staff sign-in and sessions, and the actor of every operator call */
    staffIdentity: IdentityService;
    /** staff members, API keys and operators */
    staffDirectory: DirectoryService;
    /** four-eyes proposals; modules register what each kind does on approval */
    approvals: ApprovalService;
    staffAudit: AuditService;
  }
}

export interface StaffOptions {
  serverSecret: string;
  /** SHA-256 of the installation token, which only bootstraps the first owner */
  installationTokenHash: string;
}

/**
 * Staff and API keys: who may make operator and back-office calls (register-call checks each
 * call's permission with the identity this plugin provides), the back office's own calls, four
 * eyes and the audit log.
 */
export const staffPlugin = fp<StaffOptions>(
  async (app, options) => {
    app.decorateRequest('staff', null);
    const identity = createIdentityService({
      db: app.db,
      serverSecret: options.serverSecret,
      passwordLogN: app.config.PASSWORD_SCRYPT_LOG_N,
      limits: app.rateLimits,
      now: app.now,
    });
    app.decorate('staffIdentity', identity);
    app.decorate('staffDirectory', createDirectoryService({ db: app.db, identity, now: app.now }));
    app.decorate('approvals', createApprovalService({ db: app.db, now: app.now }));
    app.decorate('staffAudit', createAuditService(app.db));
    await app.register(staffRoutes, { installationTokenHash: options.installationTokenHash });
  },
  { name: 'staff', dependencies: ['core'] },
);

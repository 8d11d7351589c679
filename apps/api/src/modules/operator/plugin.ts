import { operator } from '@wl/contract';
import fp from 'fastify-plugin';
import { operatorRoutes } from './routes.js';
import { createOperatorService, type OperatorService } from './service.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** the operator's sites, players, cashier decisions and provider integrations */
    operator: OperatorService;
  }
}

export interface OperatorOptions {
  /** SHA-256 of the operator bearer token */
  operatorTokenHash: string;
}

/** The operator API under /api/operator, for the CLI and the back office. */
export const operatorPlugin = fp<OperatorOptions>(
  async (app, options) => {
    app.decorate(
      'operator',
      createOperatorService({
        db: app.db,
        operatorTokenHash: options.operatorTokenHash,
        invalidateSite: app.invalidateSite,
        cashier: app.cashier,
        protection: app.protection,
      }),
    );
    // Its own context: the bearer token check guards the operator routes only.
    await app.register(operatorRoutes, { prefix: operator.OPERATOR_API_PREFIX });
  },
  { name: 'operator', dependencies: ['core', 'cashier', 'protection', 'promotions', 'missions', 'news'] },
);

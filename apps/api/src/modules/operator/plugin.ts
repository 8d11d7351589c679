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

/** The operator API under /api/operator, for the CLI, automation and the back office. */
export const operatorPlugin = fp(
  async (app) => {
    app.decorate(
      'operator',
      createOperatorService({
        db: app.db,
        invalidateSite: app.invalidateSite,
        cashier: app.cashier,
        protection: app.protection,
        adjustments: app.adjustments,
      }),
    );
    await app.register(operatorRoutes, { prefix: operator.OPERATOR_API_PREFIX });
  },
  { name: 'operator', dependencies: ['core', 'staff', 'wallet', 'cashier', 'protection', 'promotions', 'missions', 'news'] },
);

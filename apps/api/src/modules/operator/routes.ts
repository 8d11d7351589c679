import { failure, failureSchema, operator, SUCCESS } from '@wl/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';

type CallName = operator.OperatorCallName;
type Body<N extends CallName> = z.output<operator.OperatorCalls[N]['request']>;
type Payload<N extends CallName> = Omit<operator.OperatorResponse<N>, 'statusCode'>;

const BEARER = /^Bearer\s+(\S+)$/i;

/**
 * The operator API, registered under OPERATOR_API_PREFIX. Every route needs the operator bearer
 * token; a player's session token is a different secret and never matches its hash.
 */
export async function operatorRoutes(app: FastifyInstance): Promise<void> {
  const service = app.services.operator;

  app.addHook('onRequest', async (request, reply) => {
    const token = BEARER.exec(request.headers.authorization ?? '')?.[1];
    if (!token || !service.authorize(token)) {
      return reply.status(401).header('www-authenticate', 'Bearer').send(failure('permissionDenied'));
    }
  });

  function register<N extends CallName>(name: N, handler: (body: Body<N>) => Promise<Payload<N>>): void {
    const definition = operator.operatorCalls[name];
    app.withTypeProvider<ZodTypeProvider>().route({
      method: 'POST',
      url: definition.path.slice(operator.OPERATOR_API_PREFIX.length),
      schema: {
        summary: definition.summary,
        tags: ['operator'],
        body: definition.request,
        response: { 200: z.union([definition.response, failureSchema]) },
      },
      handler: async (request) =>
        ({ statusCode: SUCCESS, ...(await handler(request.body as Body<N>)) }) as operator.OperatorResponse<N>,
    });
  }

  register('sitesList', async () => ({ value: await service.listSites() }));
  register('sitesCreate', async (body) => ({ value: await service.createSite(body) }));
  register('sitesUpdate', async (body) => ({ value: await service.updateSite(body) }));
  register('sitesAddDomain', async (body) => ({ value: await service.addDomain(body) }));
  register('playersList', (body) => service.listPlayers(body));
  register('playersSetStatus', (body) => service.setPlayerStatus(body));
  register('walletAdjust', (body) => service.adjustWallet(body));
  register('cashierPending', async (body) => ({ value: await service.pendingCashierRequests(body) }));
  register('cashierDecide', (body) => service.decideCashierRequest(body));
  register('cashierSettings', async (body) => ({ value: await service.cashierSettings(body) }));
  register('tacOutbox', async (body) => ({ value: await service.latestOutboxMessage(body) }));
  register('providersList', async () => ({ value: await service.listProviders() }));
  register('providersSet', async (body) => ({ value: await service.setProvider(body) }));
  register('providersSetEnabled', async (body) => ({ value: await service.setProviderEnabled(body) }));

  const { promotions, missions, news } = app.services;
  const site = (body: { domain: string }) => service.siteByDomain(body.domain);
  register('promotionsList', async (body) => promotions.operatorList(await site(body)));
  register('promotionsSave', async (body) => promotions.operatorSave(await site(body), body));
  register('promotionsSetStatus', async (body) => promotions.operatorSetStatus(await site(body), body));
  register('missionsList', async (body) => missions.operatorList(await site(body)));
  register('missionsSave', async (body) => missions.operatorSave(await site(body), body));
  register('missionsSetStatus', async (body) => missions.operatorSetStatus(await site(body), body));
  register('newsList', async (body) => news.operatorList((await site(body)).id));
  register('newsSave', async (body) => news.operatorSave((await site(body)).id, body));
  register('newsSetStatus', async (body) => news.operatorSetStatus((await site(body)).id, body));
}

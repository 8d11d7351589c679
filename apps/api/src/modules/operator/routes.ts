import type { FastifyInstance } from 'fastify';
import { registerOperatorCall } from '../../http/register-call.js';

/**
 * The operator API, one call per definition in the contract (calls/operator.ts); registerOperatorCall
 * refuses every request without the operator's bearer token before its body is read.
 */
export async function operatorRoutes(app: FastifyInstance): Promise<void> {
  const service = app.operator;
  registerOperatorCall(app, 'sitesList', async () => ({ value: await service.listSites() }));
  registerOperatorCall(app, 'sitesCreate', async (body) => ({ value: await service.createSite(body) }));
  registerOperatorCall(app, 'sitesUpdate', async (body) => ({ value: await service.updateSite(body) }));
  registerOperatorCall(app, 'sitesAddDomain', async (body) => ({ value: await service.addDomain(body) }));
  registerOperatorCall(app, 'playersList', (body) => service.listPlayers(body));
  registerOperatorCall(app, 'playersSetStatus', (body) => service.setPlayerStatus(body));
  registerOperatorCall(app, 'walletAdjust', (body) => service.adjustWallet(body));
  registerOperatorCall(app, 'cashierPending', async (body) => ({ value: await service.pendingCashierRequests(body) }));
  registerOperatorCall(app, 'cashierDecide', (body) => service.decideCashierRequest(body));
  registerOperatorCall(app, 'cashierSettings', async (body) => ({ value: await service.cashierSettings(body) }));
  registerOperatorCall(app, 'tacOutbox', async (body) => ({ value: await service.latestOutboxMessage(body) }));
  registerOperatorCall(app, 'providersList', async () => ({ value: await service.listProviders() }));
  registerOperatorCall(app, 'providersSet', async (body) => ({ value: await service.setProvider(body) }));
  registerOperatorCall(app, 'providersSetEnabled', async (body) => ({ value: await service.setProviderEnabled(body) }));

  const { promotions, missions, news } = app;
  const site = (body: { domain: string }) => service.siteByDomain(body.domain);
  registerOperatorCall(app, 'promotionsList', async (body) => promotions.operatorList(await site(body)));
  registerOperatorCall(app, 'promotionsSave', async (body) => promotions.operatorSave(await site(body), body));
  registerOperatorCall(app, 'promotionsSetStatus', async (body) => promotions.operatorSetStatus(await site(body), body));
  registerOperatorCall(app, 'missionsList', async (body) => missions.operatorList(await site(body)));
  registerOperatorCall(app, 'missionsSave', async (body) => missions.operatorSave(await site(body), body));
  registerOperatorCall(app, 'missionsSetStatus', async (body) => missions.operatorSetStatus(await site(body), body));
  registerOperatorCall(app, 'newsList', async (body) => news.operatorList((await site(body)).id));
  registerOperatorCall(app, 'newsSave', async (body) => news.operatorSave((await site(body)).id, body));
  registerOperatorCall(app, 'newsSetStatus', async (body) => news.operatorSetStatus((await site(body)).id, body));
}

import type { FastifyInstance } from 'fastify';
import { registerOperatorCall } from '../../http/register-call.js';
import { requirePermission, requirePlatform, requireSite, type StaffActor } from '../staff/actor.js';

/**
 * The operator API, one call per definition in the contract (calls/operator.ts). The route layer
 * has checked the caller's permission; each handler here keeps the caller to the sites it reaches
 * (another operator's site answers siteNotFound) and installation-wide settings to platform staff.
 */
export async function operatorRoutes(app: FastifyInstance): Promise<void> {
  const service = app.operator;
  const site = async (body: { domain: string }, actor: StaffActor) => {
    const found = await service.siteByDomain(body.domain);
    requireSite(actor, found.id);
    return found;
  };
  const inScope = async (body: { domain: string }, actor: StaffActor) => {
    await site(body, actor);
  };

  registerOperatorCall(app, 'sitesList', async (_body, { actor }) => ({ value: await service.listSites(actor) }));
  registerOperatorCall(app, 'sitesCreate', async (body, { actor }) => ({ value: await service.createSite(body, actor) }));
  registerOperatorCall(app, 'sitesUpdate', async (body, { actor }) => {
    await inScope(body, actor);
    return { value: await service.updateSite(body) };
  });
  registerOperatorCall(app, 'sitesAddDomain', async (body, { actor }) => {
    await inScope(body, actor);
    return { value: await service.addDomain(body) };
  });
  registerOperatorCall(app, 'playersList', async (body, { actor }) => {
    await inScope(body, actor);
    return service.listPlayers(body);
  });
  registerOperatorCall(app, 'playersSetStatus', async (body, { actor }) => {
    await inScope(body, actor);
    return service.setPlayerStatus(body);
  });
  registerOperatorCall(app, 'walletAdjust', async (body, { actor }) => {
    await inScope(body, actor);
    return service.adjustWallet(body, actor);
  });
  registerOperatorCall(app, 'cashierPending', async (body, { actor }) => {
    if (body.domain !== undefined) await inScope({ domain: body.domain }, actor);
    return { value: await service.pendingCashierRequests(body, actor) };
  });
  registerOperatorCall(app, 'cashierDecide', (body, { actor }) => service.decideCashierRequest(body, actor));
  registerOperatorCall(app, 'cashierSettings', async (body, { actor }) => {
    await inScope(body, actor);
    // Reading the limits is the cashier's; changing them is a site setting.
    const { domain: _domain, reason: _reason, ...changes } = body;
    if (Object.values(changes).some((value) => value !== undefined)) requirePermission(actor, 'sites.manage');
    return { value: await service.cashierSettings(body) };
  });
  registerOperatorCall(app, 'tacOutbox', async (body, { actor }) => {
    await inScope(body, actor);
    return { value: await service.latestOutboxMessage(body) };
  });
  registerOperatorCall(app, 'providersList', async () => ({ value: await service.listProviders() }));
  registerOperatorCall(app, 'providersSet', async (body, { actor }) => {
    requirePlatform(actor);
    return { value: await service.setProvider(body) };
  });
  registerOperatorCall(app, 'providersSetEnabled', async (body, { actor }) => {
    requirePlatform(actor);
    return { value: await service.setProviderEnabled(body) };
  });

  const { promotions, missions, news } = app;
  registerOperatorCall(app, 'promotionsList', async (body, { actor }) => promotions.operatorList(await site(body, actor)));
  registerOperatorCall(app, 'promotionsSave', async (body, { actor }) => promotions.operatorSave(await site(body, actor), body));
  registerOperatorCall(app, 'promotionsSetStatus', async (body, { actor }) =>
    promotions.operatorSetStatus(await site(body, actor), body),
  );
  registerOperatorCall(app, 'missionsList', async (body, { actor }) => missions.operatorList(await site(body, actor)));
  registerOperatorCall(app, 'missionsSave', async (body, { actor }) => missions.operatorSave(await site(body, actor), body));
  registerOperatorCall(app, 'missionsSetStatus', async (body, { actor }) =>
    missions.operatorSetStatus(await site(body, actor), body),
  );
  registerOperatorCall(app, 'newsList', async (body, { actor }) => news.operatorList((await site(body, actor)).id));
  registerOperatorCall(app, 'newsSave', async (body, { actor }) => news.operatorSave((await site(body, actor)).id, body));
  registerOperatorCall(app, 'newsSetStatus', async (body, { actor }) =>
    news.operatorSetStatus((await site(body, actor)).id, body),
  );
}

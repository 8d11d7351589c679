import { STAFF_SESSION_COOKIE } from '@wl/contract';
import { type SerializeOptions, serialize } from 'cookie';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { bearerToken, registerOperatorCall, staffSessionToken } from '../../http/register-call.js';
import { safeEqual, sha256 } from '../../lib/crypto.js';
import { fail } from '../../lib/failure.js';
import type { SignInAnswer } from './identity.js';

/**
 * The session travels in an HttpOnly, SameSite=Strict cookie sent only to the API: scripts on the
 * page cannot read it, and no other site's page can make the browser send it. It is Secure whenever
 * the request came over HTTPS (behind a trusted proxy, as the proxy says).
 */
function sendSessionCookie(reply: FastifyReply, token: string, expiry: Pick<SerializeOptions, 'expires' | 'maxAge'>): void {
  const secure = reply.request.protocol === 'https';
  reply.header(
    'set-cookie',
    serialize(STAFF_SESSION_COOKIE, token, { httpOnly: true, sameSite: 'strict', secure, path: '/api', ...expiry }),
  );
}

function setSessionCookie(reply: FastifyReply, token: string, expires: Date): void {
  sendSessionCookie(reply, token, { expires });
}

function clearSessionCookie(reply: FastifyReply): void {
  sendSessionCookie(reply, '', { expires: new Date(0), maxAge: 0 });
}

function answerSignIn(reply: FastifyReply, answer: SignInAnswer) {
  setSessionCookie(reply, answer.token, answer.expiresAt);
  return answer.stage === 'done'
    ? { stage: answer.stage, enrolment: null, me: answer.me }
    : { stage: answer.stage, enrolment: answer.enrolment, me: null };
}

function challengeToken(request: FastifyRequest): string {
  return staffSessionToken(request) ?? fail('sessionExpired');
}

function doneAnswer(answer: SignInAnswer) {
  if (answer.stage !== 'done') throw new Error('a TOTP step ends signed in');
  return { me: answer.me };
}

/** The back office's own calls: signing in and out, sessions, staff, API keys, operators, approvals and the audit log. */
export async function staffRoutes(app: FastifyInstance, options: { installationTokenHash: string }): Promise<void> {
  const { staffIdentity: identity, staffDirectory: directory, approvals, staffAudit: audit } = app;

  registerOperatorCall(app, 'staffSignIn', async (body, { client, reply }) =>
    answerSignIn(reply, await identity.signIn(body.username, body.password, client)),
  );
  registerOperatorCall(app, 'staffVerifyTotp', async (body, { client, request, reply }) => {
    const answer = await identity.verifyTotp(challengeToken(request), body.code, client, false);
    answerSignIn(reply, answer);
    return doneAnswer(answer);
  });
  registerOperatorCall(app, 'staffEnrolTotp', async (body, { client, request, reply }) => {
    const answer = await identity.verifyTotp(challengeToken(request), body.code, client, true);
    answerSignIn(reply, answer);
    return doneAnswer(answer);
  });
  registerOperatorCall(app, 'installationBootstrap', async (body, { request }) => {
    const token = bearerToken(request);
    if (!token || !safeEqual(sha256(token), options.installationTokenHash)) fail('permissionDenied');
    return directory.bootstrap(body.username, body.password);
  });

  registerOperatorCall(app, 'staffMe', async (_body, { actor, member, sessionExpiresAt }) => {
    // An API key has no member to describe: refused as a known caller (403), never as signed out (401).
    if (!member || !sessionExpiresAt) fail('forbidden');
    return { me: await identity.me(actor, member, sessionExpiresAt) };
  });
  registerOperatorCall(app, 'staffSignOut', async (_body, { actor, reply }) => {
    if (actor.sessionId) await identity.signOut(actor.sessionId);
    clearSessionCookie(reply);
    return {};
  });
  registerOperatorCall(app, 'staffSignOutEverywhere', async (_body, { actor, reply }) => {
    if (actor.kind === 'staff') await identity.endSessions(actor.id);
    clearSessionCookie(reply);
    return {};
  });
  registerOperatorCall(app, 'staffSessions', async (_body, { actor }) => ({
    value: actor.kind === 'staff' ? await identity.sessions(actor) : [],
  }));
  registerOperatorCall(app, 'staffRevokeSession', async (body, { actor }) => {
    await identity.revokeSession(actor, body.session_id);
    return {};
  });
  registerOperatorCall(app, 'staffChangePassword', async (body, { actor, member }) => {
    if (!member) fail('forbidden');
    await identity.changePassword(actor, member, body.current_password, body.new_password);
    return {};
  });

  registerOperatorCall(app, 'staffList', async (_body, { actor }) => ({ value: await directory.list(actor) }));
  registerOperatorCall(app, 'staffCreate', async (body, { actor }) => ({ value: await directory.create(actor, body) }));
  registerOperatorCall(app, 'staffUpdate', async (body, { actor }) => ({ value: await directory.update(actor, body) }));
  registerOperatorCall(app, 'staffResetPassword', async (body, { actor }) => ({
    value: await directory.resetPassword(actor, body),
  }));
  registerOperatorCall(app, 'staffResetTotp', async (body, { actor }) => ({ value: await directory.resetTotp(actor, body) }));

  registerOperatorCall(app, 'apiKeysList', async (_body, { actor }) => ({ value: await directory.listKeys(actor) }));
  registerOperatorCall(app, 'apiKeysCreate', (body, { actor }) => directory.createKey(actor, body));
  registerOperatorCall(app, 'apiKeysRevoke', async (body, { actor }) => ({ value: await directory.revokeKey(actor, body) }));

  registerOperatorCall(app, 'operatorsList', async (_body, { actor }) => ({ value: await directory.listOperators(actor) }));
  registerOperatorCall(app, 'operatorsCreate', async (body, { actor }) => ({
    value: await directory.createOperator(actor, body),
  }));
  registerOperatorCall(app, 'operatorsUpdate', async (body, { actor }) => ({
    value: await directory.updateOperator(actor, body),
  }));

  registerOperatorCall(app, 'approvalsList', (body, { actor }) => approvals.list(actor, body));
  registerOperatorCall(app, 'approvalsDecide', async (body, { actor }) => ({ value: await approvals.decide(actor, body) }));

  registerOperatorCall(app, 'auditSearch', (body, { actor }) => audit.search(actor, body));
  registerOperatorCall(app, 'auditExport', (body, { actor }) => audit.exportCsv(actor, body));
}

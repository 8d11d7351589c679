import type { Db } from '../../db/client.js';
import { smsOutbox } from '../../db/schema/index.js';

export interface SmsMessage {
  siteId: number;
  accountId: string;
  phone: string;
  body: string;
}

/** Delivers TAC messages. Both implementations keep a row in sms_outbox as the delivery record. */
export interface SmsSender {
  readonly name: string;
  send(message: SmsMessage): Promise<void>;
}

/** No gateway configured: the message waits in the outbox, where the operator CLI prints it. */
export function outboxSender(db: Db): SmsSender {
  return {
    name: 'outbox',
    async send(message) {
      await db.insert(smsOutbox).values({ ...message, provider: 'outbox' });
    },
  };
}

/**
 * A generic HTTP SMS gateway: POST { to, text } with a bearer token. The outbox row records the
 * send without the text, so codes are not kept in the database once a real gateway carries them.
 */
export function httpGatewaySender(db: Db, url: string, token = ''): SmsSender {
  return {
    name: 'http',
    async send(message) {
      const response = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
        body: JSON.stringify({ to: message.phone, text: message.body }),
        signal: AbortSignal.timeout(10_000),
      });
      if (!response.ok) throw new Error(`SMS gateway answered ${response.status}`);
      await db.insert(smsOutbox).values({ ...message, body: '[delivered by gateway]', provider: 'http', sentAt: new Date() });
    },
  };
}

import { type Currency, roleNeedsTotp, type StaffRole } from '@wl/contract';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { apiKeys, operators, sites, staff } from '../db/schema/index.js';
import { hashPassword, seal } from '../lib/crypto.js';
import { newApiKey, TOTP_PURPOSE } from '../modules/staff/identity.js';
import { localAmount } from './sites.js';

/** The demo staff's shared password: demo data only, printed by npm start. */
export const DEMO_STAFF_PASSWORD = 'backoffice-demo-1';

/**
 * One member per role of the default operator, and one platform owner, each already enrolled in
 * two-factor with a fixed secret (printed by npm start, so a tester can add it to an authenticator
 * or compute codes in a test). Demo data only: a real installation bootstraps its first owner.
 */
export const DEMO_STAFF: readonly { username: string; role: StaffRole; platform: boolean; totpSecret: string }[] = [
  { username: 'demo-owner', role: 'owner', platform: false, totpSecret: '6BFAZF4PA3A6IFMH6WGYPP4RUDDUCKFP' },
  { username: 'demo-admin', role: 'admin', platform: false, totpSecret: 'HNLYX3W3BIF7XPHULL45W3VWLKPV4RRF' },
  { username: 'demo-cashier', role: 'cashier', platform: false, totpSecret: 'GY2D3VAKPQ4ZSV5JSCI26FG24I57Z2LH' },
  { username: 'demo-risk', role: 'risk', platform: false, totpSecret: 'ZTFQQACCOXDHEKRAGP2WNBXXRBNSAHBC' },
  { username: 'demo-marketing', role: 'marketing', platform: false, totpSecret: 'XGXKG6UD42E4IGNOYEIPMDKDZHWEUHJ5' },
  { username: 'demo-support', role: 'support', platform: false, totpSecret: 'VJELMIY3UFMUCYKSUFNW4ZVO7IBDRX75' },
  { username: 'demo-read-only', role: 'read_only', platform: false, totpSecret: 'GWNNJQQWHJF76PXFX326J3JINZRNW34I' },
  { username: 'demo-platform', role: 'owner', platform: true, totpSecret: 'WTNEYGESPNC4EQ7FPFJRT66JH4SK4X7B' },
];

/**
 * What an adjustment and a withdrawal may be worth, in US cents, before a second member must
 * approve it: the values migration 0009 gives the default operator in PHP, USD and CNY.
 */
export const DEMO_APPROVAL_OVER_US_CENTS = { adjustment: 200_00n, withdrawal: 1_000_00n } as const;

/**
 * Gives the default operator a four-eyes threshold in the currency of each of its demo sites that
 * has none yet (the migration seeds PHP, USD and CNY only, and a currency without one always waits
 * for a second member, so the CLI's credits there were refused), of the same value as the others.
 */
async function seedApprovalThresholds(db: Db, operatorId: number): Promise<void> {
  const [operator] = await db.select().from(operators).where(eq(operators.id, operatorId));
  const currencies = await db.selectDistinct({ currency: sites.currency }).from(sites).where(eq(sites.operatorId, operatorId));
  const adjustment = { ...operator!.adjustmentApprovalOver };
  const withdrawal = { ...operator!.withdrawalApprovalOver };
  for (const { currency } of currencies) {
    adjustment[currency] ??= Number(localAmount(currency as Currency, DEMO_APPROVAL_OVER_US_CENTS.adjustment));
    withdrawal[currency] ??= Number(localAmount(currency as Currency, DEMO_APPROVAL_OVER_US_CENTS.withdrawal));
  }
  await db
    .update(operators)
    .set({ adjustmentApprovalOver: adjustment, withdrawalApprovalOver: withdrawal })
    .where(eq(operators.id, operatorId));
}

/**
 * Seeds the demo staff, the default operator's four-eyes thresholds and an owner API key for the CLI; answers the key (shown once: the server
 * writes it to its data directory for the CLI).
 */
export async function seedDemoStaff(db: Db, options: { passwordLogN: number; serverSecret: string }): Promise<string> {
  const passwordHash = await hashPassword(DEMO_STAFF_PASSWORD, options.passwordLogN);
  const [operator] = await db.select({ id: operators.id }).from(operators).orderBy(operators.id).limit(1);
  await seedApprovalThresholds(db, operator!.id);
  await db.insert(staff).values(
    DEMO_STAFF.map((member) => ({
      operatorId: member.platform ? null : operator!.id,
      username: member.username,
      displayName: member.username.replace('demo-', 'Demo ').replace('-', ' '),
      role: member.role,
      passwordHash,
      ...(roleNeedsTotp(member.role)
        ? { totpSecret: seal(options.serverSecret, TOTP_PURPOSE, member.totpSecret), totpConfirmedAt: sql`now()` }
        : {}),
    })),
  );
  const [platformOwner] = await db.select({ id: staff.id }).from(staff).where(eq(staff.username, 'demo-platform'));
  const { key, prefix, hash } = newApiKey();
  await db
    .insert(apiKeys)
    .values({ name: 'cli', role: 'owner', operatorId: null, prefix, keyHash: hash, createdBy: platformOwner!.id });
  return key;
}

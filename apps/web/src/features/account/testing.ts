import type { CallResponse } from '@wl/contract/lite';

/** Test fixtures of the account feature. */
export const PROFILE: CallResponse<'getProfile'> = {
  statusCode: 1,
  value: [
    {
      account_id: 'juan88',
      full_name: 'Juan Dela Cruz',
      contact_email: 'juan@example.com',
      contact_phone: '+63******4567',
      referral_code: 'DEMO2345',
      vip_level: 1,
      created_at: '2026-01-15T08:00:00.000Z',
      previous_login_at: '2026-03-01T10:30:00.000Z',
    },
  ],
};

import { freeText } from '../fields.js';

/** Why a staff member changed a player or moved money; kept in the audit log. */
export const reason = freeText({ multiline: true }).min(3, 'reasonTooShort').max(200, 'reasonTooLong');
export const optionalReason = reason.optional();

/** One adjustment's ceiling, far above any real correction and far below the bigint column's range. */
export const ADJUSTMENT_MAX = 1_000_000_000_000;

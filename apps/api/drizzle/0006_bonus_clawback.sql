ALTER TABLE "promotion_claims" ADD COLUMN "ended_entry_id" bigint;

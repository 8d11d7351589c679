-- Every account of a site on one phone number, the older shared ones (phone_shared) too: login and the
-- time-out and self-exclusion calls look the person up by number, which the partial unique index cannot serve.
CREATE INDEX "players_site_phone_all" ON "players" USING btree ("site_id","contact_phone");

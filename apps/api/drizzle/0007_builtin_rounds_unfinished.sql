CREATE INDEX "builtin_rounds_unfinished" ON "builtin_rounds" USING btree ("operator_player_id","id") WHERE "builtin_rounds"."status" in ('drawn','debited');

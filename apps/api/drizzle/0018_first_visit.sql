-- First visit (issue 20): the home's popup games as a dismissible strip, on by default, and the
-- thresholds from which the home shows its figures: registered players, players active (and
-- depositing) today, and distinct winners of the last day. Below them it shows the recent wins feed,
-- which reads the newest wins through ledger_site_kind_time.
ALTER TABLE "sites" ADD COLUMN "show_popup_games" boolean DEFAULT true NOT NULL;
--> statement-breakpoint
ALTER TABLE "sites" ADD COLUMN "home_min_registered" integer DEFAULT 100 NOT NULL;
--> statement-breakpoint
ALTER TABLE "sites" ADD COLUMN "home_min_active" integer DEFAULT 10 NOT NULL;
--> statement-breakpoint
ALTER TABLE "sites" ADD COLUMN "home_min_winners" integer DEFAULT 5 NOT NULL;
--> statement-breakpoint
ALTER TABLE "sites" ADD CONSTRAINT "sites_home_thresholds_check"
  CHECK ("home_min_registered" >= 0 AND "home_min_active" >= 0 AND "home_min_winners" >= 0);

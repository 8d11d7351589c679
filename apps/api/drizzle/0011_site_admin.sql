-- Back office II (issue 19): sites and branding. A site's logos are uploaded in the back office and
-- served from /api/site-logos/<site>/<slot>?v=<updated_at>; the sites row's logo1..logo3 hold that
-- address, so the startup answer and the player app need no change.
CREATE TABLE "site_logos" (
  "site_id" integer NOT NULL REFERENCES "sites"("id") ON DELETE CASCADE,
  -- 1 the header's and the preloader's, 2 the download bar's, 3 a spare
  "slot" integer NOT NULL CHECK ("slot" BETWEEN 1 AND 3),
  "image" bytea NOT NULL,
  "image_type" text NOT NULL CHECK ("image_type" IN ('image/png', 'image/jpeg', 'image/webp')),
  "updated_at" timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY ("site_id", "slot")
);

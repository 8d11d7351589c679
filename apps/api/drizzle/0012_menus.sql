-- Back office II (issue 19): menus. Each entry of a site's menu, game menu and footer becomes a row
-- with its English title and its titles in other languages; the sites' jsonb menus move here.
CREATE TABLE "menu_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"menu" text NOT NULL,
	"parent_id" integer,
	"position" integer NOT NULL,
	"key" text NOT NULL,
	"title" text NOT NULL,
	"titles" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"path" text DEFAULT '' NOT NULL,
	"icon" text DEFAULT '' NOT NULL,
	"category" text,
	CONSTRAINT "menu_items_site_menu_key" UNIQUE("site_id","menu","key"),
	CONSTRAINT "menu_items_menu_check" CHECK ("menu_items"."menu" in ('site','game','footer'))
);
--> statement-breakpoint
ALTER TABLE "menu_items" ADD CONSTRAINT "menu_items_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "menu_items" ADD CONSTRAINT "menu_items_parent_id_menu_items_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."menu_items"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "menu_items_site_menu" ON "menu_items" USING btree ("site_id","menu","position");
--> statement-breakpoint
-- The entries of the existing menus, in their order (a key seen twice in one menu keeps its first entry).
INSERT INTO "menu_items" ("site_id", "menu", "position", "key", "title", "path", "icon", "category")
SELECT s."id", m."menu", e."ordinality" - 1, e."item"->>'key', coalesce(e."item"->>'title', ''),
       coalesce(e."item"->>'path', ''), coalesce(e."item"->>'icon', ''), e."item"->>'category'
FROM "sites" s
CROSS JOIN LATERAL (VALUES ('site', s."menu"), ('game', s."game_menu")) AS raw("menu", "value")
CROSS JOIN LATERAL (SELECT raw."menu", CASE WHEN jsonb_typeof(raw."value") = 'array' THEN raw."value" ELSE '[]'::jsonb END) AS m("menu", "items")
CROSS JOIN LATERAL jsonb_array_elements(m."items") WITH ORDINALITY AS e("item", "ordinality")
WHERE coalesce(e."item"->>'key', '') <> ''
ON CONFLICT ("site_id", "menu", "key") DO NOTHING;
--> statement-breakpoint
-- Their sub-entries under them (menus held one level of them).
INSERT INTO "menu_items" ("site_id", "menu", "parent_id", "position", "key", "title", "path", "icon", "category")
SELECT p."site_id", p."menu", p."id", c."ordinality" - 1, c."item"->>'key', coalesce(c."item"->>'title', ''),
       coalesce(c."item"->>'path', ''), coalesce(c."item"->>'icon', ''), c."item"->>'category'
FROM "sites" s
CROSS JOIN LATERAL (VALUES ('site', s."menu"), ('game', s."game_menu")) AS raw("menu", "value")
CROSS JOIN LATERAL (SELECT raw."menu", CASE WHEN jsonb_typeof(raw."value") = 'array' THEN raw."value" ELSE '[]'::jsonb END) AS m("menu", "items")
CROSS JOIN LATERAL jsonb_array_elements(m."items") AS e("item")
JOIN "menu_items" p ON p."site_id" = s."id" AND p."menu" = m."menu" AND p."key" = e."item"->>'key' AND p."parent_id" IS NULL
CROSS JOIN LATERAL jsonb_array_elements(coalesce(e."item"->'children', '[]'::jsonb)) WITH ORDINALITY AS c("item", "ordinality")
WHERE coalesce(c."item"->>'key', '') <> ''
ON CONFLICT ("site_id", "menu", "key") DO NOTHING;
--> statement-breakpoint
ALTER TABLE "sites" DROP COLUMN "menu";
--> statement-breakpoint
ALTER TABLE "sites" DROP COLUMN "game_menu";

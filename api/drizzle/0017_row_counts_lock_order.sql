-- row_counts_track updated each counter of a statement in one UPDATE ... FROM, whose row order is
-- the plan's: two payments submitted at once could lock "payments" and "payments.pending" in
-- opposite orders and deadlock (seen under the scale-out bench). Each branch now gathers the
-- changes by counter and applies them one at a time in the order of the counters' names, so
-- writers always queue on the counters in the same order. A statement's transition tables exist
-- only for its own kind (no "old_rows" on INSERT), hence a query per kind.
CREATE OR REPLACE FUNCTION "row_counts_track"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  "delta" record;
BEGIN
  IF TG_OP = 'INSERT' THEN
    FOR "delta" IN
      SELECT "counter"."name", count(*) AS "rows"
      FROM "new_rows",
        LATERAL (VALUES (TG_TABLE_NAME), (TG_TABLE_NAME || '.' || (to_jsonb("new_rows") ->> TG_ARGV[0])))
          AS "counter" ("name")
      WHERE "counter"."name" IS NOT NULL
      GROUP BY "counter"."name"
      ORDER BY "counter"."name"
    LOOP
      UPDATE "row_counts" SET "value" = "value" + "delta"."rows" WHERE "name" = "delta"."name";
    END LOOP;
  ELSIF TG_OP = 'DELETE' THEN
    FOR "delta" IN
      SELECT "counter"."name", count(*) AS "rows"
      FROM "old_rows",
        LATERAL (VALUES (TG_TABLE_NAME), (TG_TABLE_NAME || '.' || (to_jsonb("old_rows") ->> TG_ARGV[0])))
          AS "counter" ("name")
      WHERE "counter"."name" IS NOT NULL
      GROUP BY "counter"."name"
      ORDER BY "counter"."name"
    LOOP
      UPDATE "row_counts" SET "value" = "value" - "delta"."rows" WHERE "name" = "delta"."name";
    END LOOP;
  ELSIF TG_OP = 'UPDATE' THEN
    FOR "delta" IN
      SELECT "moved"."name", sum("moved"."sign") AS "rows"
      FROM (
        SELECT TG_TABLE_NAME || '.' || (to_jsonb("new_rows") ->> TG_ARGV[0]), 1 FROM "new_rows"
        UNION ALL
        SELECT TG_TABLE_NAME || '.' || (to_jsonb("old_rows") ->> TG_ARGV[0]), -1 FROM "old_rows"
      ) AS "moved" ("name", "sign")
      WHERE "moved"."name" IS NOT NULL
      GROUP BY "moved"."name"
      HAVING sum("moved"."sign") <> 0
      ORDER BY "moved"."name"
    LOOP
      UPDATE "row_counts" SET "value" = "value" + "delta"."rows" WHERE "name" = "delta"."name";
    END LOOP;
  ELSE
    UPDATE "row_counts" SET "value" = 0
    WHERE "name" = TG_TABLE_NAME OR starts_with("name", TG_TABLE_NAME || '.');
  END IF;
  RETURN NULL;
END
$$;

-- Hand-written: phones already stored, in the one form the schemas now store (src/lib/nigeria.ts
-- normaliseNigerianPhone): +234 and the ten digits of a Nigerian mobile number (070, 080, 081, 090,
-- 091), from 0803 123 4567, +234 803 123 4567, 234803…, +234 (0)803… and 00234803…. A value that is
-- not such a number is kept as it was.
UPDATE "users" AS target SET "phone" = '+234' || written.subscriber
FROM (
  SELECT "id", coalesce(m[1], m[2]) AS subscriber
  FROM "users", regexp_match(regexp_replace("phone", '[[:space:].()-]', '', 'g'), '^(?:(?:\+|00)?2340?([0-9]{10})|0([0-9]{10}))$') AS m
  WHERE "phone" IS NOT NULL
) AS written
WHERE target."id" = written."id" AND written.subscriber ~ '^(70|80|81|90|91)[0-9]{8}$' AND target."phone" <> '+234' || written.subscriber;
--> statement-breakpoint
UPDATE "customers" AS target SET "phone" = '+234' || written.subscriber
FROM (
  SELECT "id", coalesce(m[1], m[2]) AS subscriber
  FROM "customers", regexp_match(regexp_replace("phone", '[[:space:].()-]', '', 'g'), '^(?:(?:\+|00)?2340?([0-9]{10})|0([0-9]{10}))$') AS m
  WHERE "phone" IS NOT NULL
) AS written
WHERE target."id" = written."id" AND written.subscriber ~ '^(70|80|81|90|91)[0-9]{8}$' AND target."phone" <> '+234' || written.subscriber;
--> statement-breakpoint
UPDATE "orders" AS target SET "customer_phone" = '+234' || written.subscriber
FROM (
  SELECT "id", coalesce(m[1], m[2]) AS subscriber
  FROM "orders", regexp_match(regexp_replace("customer_phone", '[[:space:].()-]', '', 'g'), '^(?:(?:\+|00)?2340?([0-9]{10})|0([0-9]{10}))$') AS m
  WHERE "customer_phone" IS NOT NULL
) AS written
WHERE target."id" = written."id" AND written.subscriber ~ '^(70|80|81|90|91)[0-9]{8}$' AND target."customer_phone" <> '+234' || written.subscriber;
--> statement-breakpoint
UPDATE "quotes" AS target SET "phone" = '+234' || written.subscriber
FROM (
  SELECT "id", coalesce(m[1], m[2]) AS subscriber
  FROM "quotes", regexp_match(regexp_replace("phone", '[[:space:].()-]', '', 'g'), '^(?:(?:\+|00)?2340?([0-9]{10})|0([0-9]{10}))$') AS m
  WHERE "phone" IS NOT NULL
) AS written
WHERE target."id" = written."id" AND written.subscriber ~ '^(70|80|81|90|91)[0-9]{8}$' AND target."phone" <> '+234' || written.subscriber;

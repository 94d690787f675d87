-- Closing an account erases the person from the activity log's rows about their customer record
-- (src/server/privacy/erase-traces.ts): the label becomes "Customer Deleted customer" and every changed
-- field's before and after the words below, so the log keeps that a change happened, when and by whom,
-- not the person's details. The append-only trigger of migration 0015 lets exactly that UPDATE through,
-- and only for a customer record that is closed (its address under deleted.invalid) or gone; any other
-- UPDATE, and every DELETE inside the retention, is refused as before.
CREATE FUNCTION audit_log_erased_changes(changes jsonb) RETURNS jsonb LANGUAGE sql IMMUTABLE AS $$
  SELECT coalesce(
    jsonb_object_agg(field, jsonb_build_object('before', 'Removed when the account was closed', 'after', 'Removed when the account was closed')),
    '{}'::jsonb
  )
  FROM jsonb_object_keys(changes) AS field
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION audit_log_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' AND OLD.at < now() - make_interval(days => coalesce((SELECT audit_retention_days FROM website_settings WHERE id = 1), 730)) THEN
    RETURN OLD;
  END IF;
  IF TG_OP = 'UPDATE'
    AND OLD.entity_type = 'customer'
    AND NEW.entity_label = 'Customer Deleted customer'
    AND NEW.changes = audit_log_erased_changes(OLD.changes)
    AND (NEW.id, NEW.at, NEW.actor_kind, NEW.actor_id, NEW.actor_name, NEW.actor_email, NEW.actor_role, NEW.client_ip, NEW.entity_type, NEW.entity_id, NEW.action, NEW.details)
      IS NOT DISTINCT FROM (OLD.id, OLD.at, OLD.actor_kind, OLD.actor_id, OLD.actor_name, OLD.actor_email, OLD.actor_role, OLD.client_ip, OLD.entity_type, OLD.entity_id, OLD.action, OLD.details)
    AND NOT EXISTS (SELECT 1 FROM customers WHERE customers.id::text = OLD.entity_id AND customers.email NOT LIKE '%@deleted.invalid')
  THEN
    RETURN NEW;
  END IF;
  RAISE EXCEPTION 'The activity log is append-only: % refused', TG_OP USING ERRCODE = 'insufficient_privilege';
END;
$$;--> statement-breakpoint
-- Migration 0015 took UPDATE away from the shop's own role; it gets back only the two columns an erasure writes.
GRANT UPDATE ("entity_label", "changes") ON "audit_log" TO CURRENT_USER;

-- Erasing a person also erases them from the activity log's rows about their inbox conversations
-- (src/server/inbox/erase-conversations.ts): on closing their account, or when the owner erases a phone
-- number's records on request. The label ("Conversation with Ada", her number or address) becomes
-- "Conversation with Deleted customer" and every changed field's before and after the words of migration
-- 0021; the details (a reply's kind and channel) stay. The append-only trigger lets exactly that UPDATE
-- through, and only for a conversation that is gone; the rules of migrations 0021 and 0046 are unchanged,
-- and any other UPDATE is refused as before.
CREATE OR REPLACE FUNCTION audit_log_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' AND OLD.at < now() - make_interval(days => coalesce((SELECT audit_retention_days FROM website_settings WHERE id = 1), 730)) THEN
    RETURN OLD;
  END IF;
  IF TG_OP = 'UPDATE'
    AND NEW.changes = audit_log_erased_changes(OLD.changes)
    AND (NEW.id, NEW.at, NEW.actor_kind, NEW.actor_id, NEW.actor_name, NEW.actor_email, NEW.actor_role, NEW.client_ip, NEW.entity_type, NEW.entity_id, NEW.action)
      IS NOT DISTINCT FROM (OLD.id, OLD.at, OLD.actor_kind, OLD.actor_id, OLD.actor_name, OLD.actor_email, OLD.actor_role, OLD.client_ip, OLD.entity_type, OLD.entity_id, OLD.action)
    AND (
      (OLD.entity_type = 'customer'
        AND NEW.entity_label = 'Customer Deleted customer'
        AND NEW.details IS NOT DISTINCT FROM OLD.details
        AND NOT EXISTS (SELECT 1 FROM customers WHERE customers.id::text = OLD.entity_id AND customers.email NOT LIKE '%@deleted.invalid'))
      OR
      (OLD.entity_type = 'draft_order'
        AND NEW.entity_label = 'Draft order for Deleted customer'
        AND NEW.details = OLD.details - 'to'
        AND NOT EXISTS (SELECT 1 FROM draft_orders WHERE draft_orders.id::text = OLD.entity_id AND coalesce(draft_orders.customer_email, '') NOT LIKE '%@deleted.invalid'))
      OR
      (OLD.entity_type = 'conversation'
        AND NEW.entity_label = 'Conversation with Deleted customer'
        AND NEW.details IS NOT DISTINCT FROM OLD.details
        AND NOT EXISTS (SELECT 1 FROM conversations WHERE conversations.id::text = OLD.entity_id))
    )
  THEN
    RETURN NEW;
  END IF;
  RAISE EXCEPTION 'The activity log is append-only: % refused', TG_OP USING ERRCODE = 'insufficient_privilege';
END;
$$;

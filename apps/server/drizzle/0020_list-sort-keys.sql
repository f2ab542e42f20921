ALTER TABLE "merchants" ADD COLUMN "partner_sort_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "merchants" ADD COLUMN "owner_sort_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
CREATE INDEX "merchants_partner_sort_idx" ON "merchants" USING btree ("partner_sort_name","id");--> statement-breakpoint
CREATE INDEX "merchants_owner_sort_idx" ON "merchants" USING btree ("owner_sort_name","id");--> statement-breakpoint
-- The back office's merchants list sorts by the partner's name and by the first owner's last
-- name (the first beneficial owner, else the primary contact; the lowest id of the type). The
-- triggers below keep both on the merchants row whatever writes a contact, a merchant's
-- partner or a partner's name, so the list seeks a page by an index instead of sorting every
-- merchant by a sub-select.
CREATE FUNCTION merchant_owner_sort_name(merchant integer) RETURNS text LANGUAGE sql STABLE AS $$
  SELECT coalesce((SELECT c.last_name FROM merchant_contacts c WHERE c.merchant_id = merchant
    ORDER BY (c.type <> 'Beneficial Owner/Officer'), c.id LIMIT 1), '')
$$;
--> statement-breakpoint
CREATE FUNCTION merchant_contacts_keep_owner_sort_name() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  owner_name text;
BEGIN
  IF TG_OP <> 'INSERT' THEN
    owner_name := merchant_owner_sort_name(OLD.merchant_id);
    UPDATE merchants SET owner_sort_name = owner_name
     WHERE id = OLD.merchant_id AND owner_sort_name IS DISTINCT FROM owner_name;
  END IF;
  IF TG_OP <> 'DELETE' AND (TG_OP = 'INSERT' OR NEW.merchant_id <> OLD.merchant_id) THEN
    owner_name := merchant_owner_sort_name(NEW.merchant_id);
    UPDATE merchants SET owner_sort_name = owner_name
     WHERE id = NEW.merchant_id AND owner_sort_name IS DISTINCT FROM owner_name;
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER merchant_contacts_owner_sort_name
  AFTER INSERT OR DELETE OR UPDATE OF merchant_id, type, last_name ON merchant_contacts
  FOR EACH ROW EXECUTE FUNCTION merchant_contacts_keep_owner_sort_name();
--> statement-breakpoint
CREATE FUNCTION merchants_keep_partner_sort_name() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.partner_sort_name := coalesce((SELECT p.name FROM partners p WHERE p.id = NEW.partner_id), '');
  RETURN NEW;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER merchants_partner_sort_name
  BEFORE INSERT OR UPDATE OF partner_id ON merchants
  FOR EACH ROW EXECUTE FUNCTION merchants_keep_partner_sort_name();
--> statement-breakpoint
CREATE FUNCTION partners_keep_merchant_sort_names() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    UPDATE merchants SET partner_sort_name = '' WHERE partner_id = OLD.id AND partner_sort_name <> '';
  ELSE
    UPDATE merchants SET partner_sort_name = NEW.name
     WHERE partner_id = NEW.id AND partner_sort_name IS DISTINCT FROM NEW.name;
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER partners_merchant_sort_names
  AFTER INSERT OR DELETE OR UPDATE OF name ON partners
  FOR EACH ROW EXECUTE FUNCTION partners_keep_merchant_sort_names();
--> statement-breakpoint
UPDATE merchants m
   SET partner_sort_name = coalesce((SELECT p.name FROM partners p WHERE p.id = m.partner_id), ''),
       owner_sort_name = merchant_owner_sort_name(m.id);

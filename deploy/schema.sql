-- The shoppers' table of shopterm serve-ssh (--state postgres://…). serve-ssh makes it on its
-- first start (CREATE … IF NOT EXISTS); this file is for an operator who makes it beforehand,
-- or gives serve-ssh's role no right to create tables:
--   psql "postgres://admin@db.example/shopterm" -f deploy/schema.sql
--   GRANT SELECT, INSERT, UPDATE, DELETE ON shopterm_shoppers TO shopterm;
-- One row per (shop, shopper): the shopper is a hash of their SSH key's fingerprint (no key,
-- fingerprint or address is stored); cart, market and customer (a login's tokens: secrets) are JSON; updated_at is Unix seconds, and
-- rows untouched for --forget-after-days (90) are deleted by serve-ssh.
CREATE TABLE IF NOT EXISTS shopterm_shoppers (
    shop TEXT NOT NULL,
    shopper TEXT NOT NULL,
    cart TEXT,
    market TEXT,
    customer TEXT,
    updated_at BIGINT NOT NULL,
    PRIMARY KEY (shop, shopper)
);
CREATE INDEX IF NOT EXISTS shopterm_shoppers_updated ON shopterm_shoppers (updated_at);

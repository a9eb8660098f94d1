-- The shoppers' table of shopterm serve-ssh (--state postgres://…). serve-ssh makes it on its
-- first start when its role may (CREATE … IF NOT EXISTS). This file is for an operator who makes
-- it beforehand and gives serve-ssh's role (here `shopterm`) no more than it needs: the use of
-- the table, no right to create or alter anything. serve-ssh then uses the table as it is, and
-- says what is missing when its role may not use it.
--   psql -h db.internal -U postgres -c "CREATE ROLE shopterm LOGIN PASSWORD '…'" -c "CREATE DATABASE shopterm"
--   psql -h db.internal -U postgres -d shopterm -f deploy/schema.sql
-- One row per (shop, shopper): the shopper is a hash of their SSH key's fingerprint (no key,
-- fingerprint or address is stored), cart, market and customer (a login's tokens: secrets) are
-- JSON, updated_at is Unix seconds, and rows untouched for --forget-after-days (90) are deleted
-- by serve-ssh.
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
-- serve-ssh's role: the table's rows, nothing else (PostgreSQL 15 gives no one CREATE on the
-- schema public but its owner).
GRANT USAGE ON SCHEMA public TO shopterm;
GRANT SELECT, INSERT, UPDATE, DELETE ON shopterm_shoppers TO shopterm;

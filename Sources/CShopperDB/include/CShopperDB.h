#ifndef CSHOPPERDB_H
#define CSHOPPERDB_H

/*
 * The two databases serve-ssh keeps shoppers' carts in, loaded when first used (dlopen), so that
 * shopterm starts without them and only a server that keeps carts needs them: SQLite
 * (libsqlite3.so.0) on one host, PostgreSQL (libpq.so.5) for several. Only what the shopper
 * table needs is visible to Swift: open, one statement with text parameters whose answer is at
 * most one text value, close. Error texts are copied into a buffer the caller owns.
 */

#include <stddef.h>

/// An open database of either kind.
typedef struct cshopperdb cshopperdb;

/// Opens the SQLite file at `path` (made when missing, mode 0600, write-ahead log, a busy
/// timeout of `busy_ms`). NULL on failure, with the reason in `error`.
cshopperdb *cshopperdb_open_sqlite(const char *path, int busy_ms, char *error, size_t error_size);

/// Connects to PostgreSQL with a libpq connection string or URI, within `timeout_s` seconds.
/// NULL on failure, with the reason in `error`.
cshopperdb *cshopperdb_open_postgres(const char *conninfo, int timeout_s, char *error, size_t error_size);

/// Runs one statement with `count` text parameters (`?` in SQLite, `$1`… in PostgreSQL). When
/// it answers a row, the first column of the first row is returned (malloc'd; free() it) and
/// `*found` is 1; else NULL and `*found` 0. Returns 0 on success, -1 with the reason in `error`.
int cshopperdb_run(cshopperdb *db, const char *sql, const char *const *params, int count, char **value, int *found,
                   char *error, size_t error_size);

/// Closes the database.
void cshopperdb_close(cshopperdb *db);

#endif

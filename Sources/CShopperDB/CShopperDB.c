#include "CShopperDB.h"

#include <dlfcn.h>
#include <fcntl.h>
#include <postgresql/libpq-fe.h>
#include <pthread.h>
#include <sqlite3.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

/* Each library's functions, found with dlsym the first time a database of its kind opens. */
static struct {
    __typeof__(&sqlite3_open_v2) open_v2;
    __typeof__(&sqlite3_close_v2) close_v2;
    __typeof__(&sqlite3_busy_timeout) busy_timeout;
    __typeof__(&sqlite3_exec) exec;
    __typeof__(&sqlite3_prepare_v2) prepare_v2;
    __typeof__(&sqlite3_bind_text) bind_text;
    __typeof__(&sqlite3_step) step;
    __typeof__(&sqlite3_column_type) column_type;
    __typeof__(&sqlite3_column_text) column_text;
    __typeof__(&sqlite3_finalize) finalize;
    __typeof__(&sqlite3_errmsg) errmsg;
    __typeof__(&sqlite3_free) free;
} lite;

static struct {
    __typeof__(&PQconnectdbParams) connectdb_params;
    __typeof__(&PQstatus) status;
    __typeof__(&PQerrorMessage) error_message;
    __typeof__(&PQfinish) finish;
    __typeof__(&PQexecParams) exec_params;
    __typeof__(&PQresultStatus) result_status;
    __typeof__(&PQresultErrorMessage) result_error_message;
    __typeof__(&PQntuples) ntuples;
    __typeof__(&PQnfields) nfields;
    __typeof__(&PQgetisnull) getisnull;
    __typeof__(&PQgetvalue) getvalue;
    __typeof__(&PQclear) clear;
} pq;

static pthread_once_t lite_once = PTHREAD_ONCE_INIT, pq_once = PTHREAD_ONCE_INIT;
static const char *lite_failure = "libsqlite3 is not loaded", *pq_failure = "libpq is not loaded";

#define FIND(table, field, symbol, failure, why)                    \
    if ((*(void **)&table.field = dlsym(library, #symbol)) == NULL) { \
        failure = why;                                              \
        return;                                                     \
    }

static void load_lite(void) {
    void *library = dlopen("libsqlite3.so.0", RTLD_LAZY | RTLD_LOCAL);
    if (library == NULL) library = dlopen("libsqlite3.so", RTLD_LAZY | RTLD_LOCAL);
    if (library == NULL) {
        lite_failure = "SQLite is not installed (Debian/Ubuntu: apt-get install libsqlite3-0)";
        return;
    }
    const char *old = "SQLite is too old (3.7.14 or later is needed)";
    FIND(lite, open_v2, sqlite3_open_v2, lite_failure, old)
    FIND(lite, close_v2, sqlite3_close_v2, lite_failure, old)
    FIND(lite, busy_timeout, sqlite3_busy_timeout, lite_failure, old)
    FIND(lite, exec, sqlite3_exec, lite_failure, old)
    FIND(lite, prepare_v2, sqlite3_prepare_v2, lite_failure, old)
    FIND(lite, bind_text, sqlite3_bind_text, lite_failure, old)
    FIND(lite, step, sqlite3_step, lite_failure, old)
    FIND(lite, column_type, sqlite3_column_type, lite_failure, old)
    FIND(lite, column_text, sqlite3_column_text, lite_failure, old)
    FIND(lite, finalize, sqlite3_finalize, lite_failure, old)
    FIND(lite, errmsg, sqlite3_errmsg, lite_failure, old)
    FIND(lite, free, sqlite3_free, lite_failure, old)
    lite_failure = NULL;
}

static void load_pq(void) {
    void *library = dlopen("libpq.so.5", RTLD_LAZY | RTLD_LOCAL);
    if (library == NULL) library = dlopen("libpq.so", RTLD_LAZY | RTLD_LOCAL);
    if (library == NULL) {
        pq_failure = "PostgreSQL's client library is not installed (Debian/Ubuntu: apt-get install libpq5)";
        return;
    }
    const char *old = "libpq is too old (9.0 or later is needed)";
    FIND(pq, connectdb_params, PQconnectdbParams, pq_failure, old)
    FIND(pq, status, PQstatus, pq_failure, old)
    FIND(pq, error_message, PQerrorMessage, pq_failure, old)
    FIND(pq, finish, PQfinish, pq_failure, old)
    FIND(pq, exec_params, PQexecParams, pq_failure, old)
    FIND(pq, result_status, PQresultStatus, pq_failure, old)
    FIND(pq, result_error_message, PQresultErrorMessage, pq_failure, old)
    FIND(pq, ntuples, PQntuples, pq_failure, old)
    FIND(pq, nfields, PQnfields, pq_failure, old)
    FIND(pq, getisnull, PQgetisnull, pq_failure, old)
    FIND(pq, getvalue, PQgetvalue, pq_failure, old)
    FIND(pq, clear, PQclear, pq_failure, old)
    pq_failure = NULL;
}

struct cshopperdb {
    sqlite3 *lite;
    PGconn *pq;
};

/* Copies `text` into `error` as one line (a library's message may end in a line break or span
   several). */
static void say(char *error, size_t size, const char *text) {
    if (error == NULL || size == 0) return;
    snprintf(error, size, "%s", text ? text : "unknown error");
    for (char *c = error; *c; c++) {
        if (*c == '\n' || *c == '\r' || *c == '\t') *c = ' ';
    }
    for (size_t n = strlen(error); n > 0 && error[n - 1] == ' '; n--) error[n - 1] = '\0';
}

cshopperdb *cshopperdb_open_sqlite(const char *path, int busy_ms, char *error, size_t error_size) {
    pthread_once(&lite_once, load_lite);
    if (lite_failure) {
        say(error, error_size, lite_failure);
        return NULL;
    }
    /* SQLite makes a new file 0644 and its journal files follow the file's mode: made 0600 first. */
    int fd = open(path, O_RDWR | O_CREAT | O_CLOEXEC | O_NOFOLLOW, 0600);
    if (fd < 0) {
        char text[512];
        snprintf(text, sizeof text, "cannot open %s", path);
        say(error, error_size, text);
        return NULL;
    }
    close(fd);
    sqlite3 *handle = NULL;
    if (lite.open_v2(path, &handle, SQLITE_OPEN_READWRITE | SQLITE_OPEN_NOMUTEX, NULL) != SQLITE_OK) {
        say(error, error_size, handle ? lite.errmsg(handle) : "out of memory");
        if (handle) lite.close_v2(handle);
        return NULL;
    }
    lite.busy_timeout(handle, busy_ms);
    char *message = NULL;
    if (lite.exec(handle, "PRAGMA journal_mode=WAL; PRAGMA synchronous=NORMAL;", NULL, NULL, &message) != SQLITE_OK) {
        say(error, error_size, message ? message : lite.errmsg(handle));
        lite.free(message);
        lite.close_v2(handle);
        return NULL;
    }
    cshopperdb *db = calloc(1, sizeof *db);
    if (db == NULL) {
        lite.close_v2(handle);
        say(error, error_size, "out of memory");
        return NULL;
    }
    db->lite = handle;
    return db;
}

cshopperdb *cshopperdb_open_postgres(const char *conninfo, int timeout_s, char *error, size_t error_size) {
    pthread_once(&pq_once, load_pq);
    if (pq_failure) {
        say(error, error_size, pq_failure);
        return NULL;
    }
    char timeout[16];
    snprintf(timeout, sizeof timeout, "%d", timeout_s);
    /* The connection string is expanded as dbname (a URI or key=value words); the later words
       add to it. libpq's messages name the host and user, never the password. */
    /* Notices ("relation already exists, skipping") are not for the shopper's terminal: only
       warnings and errors come back, and those as errors of the statement. */
    const char *const keys[] = {"dbname", "connect_timeout", "application_name", "options", NULL};
    const char *const values[] = {conninfo, timeout, "shopterm", "-c client_min_messages=warning", NULL};
    PGconn *conn = pq.connectdb_params(keys, values, 1);
    if (conn == NULL) {
        say(error, error_size, "out of memory");
        return NULL;
    }
    if (pq.status(conn) != CONNECTION_OK) {
        say(error, error_size, pq.error_message(conn));
        pq.finish(conn);
        return NULL;
    }
    cshopperdb *db = calloc(1, sizeof *db);
    if (db == NULL) {
        pq.finish(conn);
        say(error, error_size, "out of memory");
        return NULL;
    }
    db->pq = conn;
    return db;
}

static int run_lite(sqlite3 *handle, const char *sql, const char *const *params, int count, char **value, int *found,
                    char *error, size_t error_size) {
    sqlite3_stmt *statement = NULL;
    if (lite.prepare_v2(handle, sql, -1, &statement, NULL) != SQLITE_OK) {
        say(error, error_size, lite.errmsg(handle));
        return -1;
    }
    for (int i = 0; i < count; i++) {
        if (lite.bind_text(statement, i + 1, params[i], -1, SQLITE_TRANSIENT) != SQLITE_OK) {
            say(error, error_size, lite.errmsg(handle));
            lite.finalize(statement);
            return -1;
        }
    }
    int step;
    while ((step = lite.step(statement)) == SQLITE_ROW) {
        if (*found == 0 && lite.column_type(statement, 0) != SQLITE_NULL) {
            const unsigned char *text = lite.column_text(statement, 0);
            *value = strdup(text ? (const char *)text : "");
            *found = 1;
        }
    }
    if (step != SQLITE_DONE) {
        say(error, error_size, lite.errmsg(handle));
        lite.finalize(statement);
        free(*value);
        *value = NULL;
        *found = 0;
        return -1;
    }
    lite.finalize(statement);
    return 0;
}

static int run_pq(PGconn *conn, const char *sql, const char *const *params, int count, char **value, int *found,
                  char *error, size_t error_size) {
    PGresult *result = pq.exec_params(conn, sql, count, NULL, params, NULL, NULL, 0);
    if (result == NULL) {
        say(error, error_size, pq.error_message(conn));
        return -1;
    }
    ExecStatusType status = pq.result_status(result);
    if (status != PGRES_COMMAND_OK && status != PGRES_TUPLES_OK) {
        say(error, error_size, pq.result_error_message(result));
        pq.clear(result);
        return -1;
    }
    if (status == PGRES_TUPLES_OK && pq.ntuples(result) > 0 && pq.nfields(result) > 0 && !pq.getisnull(result, 0, 0)) {
        *value = strdup(pq.getvalue(result, 0, 0));
        *found = 1;
    }
    pq.clear(result);
    return 0;
}

int cshopperdb_run(cshopperdb *db, const char *sql, const char *const *params, int count, char **value, int *found,
                   char *error, size_t error_size) {
    *value = NULL;
    *found = 0;
    if (db->lite) return run_lite(db->lite, sql, params, count, value, found, error, error_size);
    return run_pq(db->pq, sql, params, count, value, found, error, error_size);
}

void cshopperdb_close(cshopperdb *db) {
    if (db == NULL) return;
    if (db->lite) lite.close_v2(db->lite);
    if (db->pq) pq.finish(db->pq);
    free(db);
}

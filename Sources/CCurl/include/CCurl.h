#ifndef CCURL_H
#define CCURL_H

/*
 * libcurl, loaded when first needed (dlopen) instead of when shopterm starts: linking it
 * costs every launch ~5 ms of loading libcurl and the ~30 libraries behind it, before any of
 * shopterm's code runs. Only these functions are visible to Swift; libcurl's own API and
 * constants stay in CCurl.c, so nothing can call libcurl before it is loaded.
 */

#include <stddef.h>

/// Loads libcurl and initialises it, once per process; safe from any thread. Returns NULL
/// when it is ready, else why it is not (a static string).
const char *ccurl_load(void);

/// Starts `ccurl_load` on a thread of its own and returns at once.
void ccurl_preload(void);

/// Waits for a load that `ccurl_preload` started (exit must not run while libraries load).
void ccurl_settle(void);

/// One HTTP exchange as shopterm asks for it.
typedef struct ccurl_request {
    const char *url;
    /// "GET", "POST", or any other method.
    const char *method;
    const void *body;
    size_t body_length;
    /// "Name: value" lines.
    const char *const *headers;
    size_t header_count;
    /// The whole exchange; the connection; how long the answer may be silent (whole seconds).
    long timeout_ms;
    long connect_timeout_ms;
    /// Hosts never reached through a proxy (`CURLOPT_NOPROXY`), or NULL for the environment's
    /// `no_proxy` alone.
    const char *no_proxy;
    /// Non-zero: a new connection (`CURLOPT_FRESH_CONNECT`). libcurl silently sends a request
    /// again when a reused connection turns out dead before any answer; on a fresh connection it
    /// never does, so a request that must reach the server at most once asks for one.
    int fresh_connect;
    /// Called with each piece of the body / each header line (the status line included);
    /// returning anything but `size * count` stops the transfer.
    size_t (*on_body)(char *bytes, size_t size, size_t count, void *context);
    size_t (*on_header)(char *bytes, size_t size, size_t count, void *context);
    void *context;
} ccurl_request;

/// A transfer made from a `ccurl_request`: libcurl's handle, its header list and error text.
typedef struct ccurl_transfer ccurl_transfer;

/// Everything the request points to is copied. NULL when libcurl refuses an option.
ccurl_transfer *ccurl_transfer_create(const ccurl_request *request);
void ccurl_transfer_free(ccurl_transfer *transfer);
/// The HTTP status of the last response received (0 before one).
long ccurl_transfer_status(ccurl_transfer *transfer);
/// libcurl's detailed message for the transfer's failure, or its generic text for `code`.
const char *ccurl_transfer_error(ccurl_transfer *transfer, int code);

/// How a finished transfer ended.
typedef enum ccurl_outcome {
    CCURL_COMPLETED = 0,
    CCURL_TIMED_OUT,
    CCURL_CANNOT_CONNECT,
    CCURL_CONNECTION_LOST,
    /// A callback stopped it (the body was too large).
    CCURL_STOPPED,
    CCURL_FAILED,
} ccurl_outcome;

/// Sorts libcurl's result code into the outcomes shopterm tells apart.
ccurl_outcome ccurl_outcome_of(int code);

/// A multi handle: any number of transfers driven by one thread.
typedef struct ccurl_multi ccurl_multi;

ccurl_multi *ccurl_multi_create(void);
int ccurl_multi_add(ccurl_multi *multi, ccurl_transfer *transfer);
int ccurl_multi_remove(ccurl_multi *multi, ccurl_transfer *transfer);
/// Moves every transfer on as far as it can go without waiting.
int ccurl_multi_perform(ccurl_multi *multi);
/// Waits until a transfer can move, `ccurl_multi_wakeup` is called, or `timeout_ms` passes.
int ccurl_multi_wait(ccurl_multi *multi, int timeout_ms);
/// Ends a `ccurl_multi_wait` early; safe from any thread.
int ccurl_multi_wakeup(ccurl_multi *multi);
/// A transfer that has finished, with libcurl's result code in `code`; NULL when none is left.
ccurl_transfer *ccurl_multi_next_finished(ccurl_multi *multi, int *code);

#endif

#define CURL_DISABLE_TYPECHECK 1
#include "CCurl.h"

#include <curl/curl.h>
#include <dlfcn.h>
#include <pthread.h>
#include <stdatomic.h>
#include <stdbool.h>
#include <stdlib.h>
#include <string.h>

/* libcurl's functions, found with dlsym once `ccurl_load` has opened the library. */
static struct {
    __typeof__(&curl_global_init) global_init;
    __typeof__(&curl_easy_init) easy_init;
    __typeof__(&curl_easy_setopt) easy_setopt;
    __typeof__(&curl_easy_getinfo) easy_getinfo;
    __typeof__(&curl_easy_cleanup) easy_cleanup;
    __typeof__(&curl_easy_strerror) easy_strerror;
    __typeof__(&curl_slist_append) slist_append;
    __typeof__(&curl_slist_free_all) slist_free_all;
    __typeof__(&curl_multi_init) multi_init;
    __typeof__(&curl_multi_add_handle) multi_add_handle;
    __typeof__(&curl_multi_remove_handle) multi_remove_handle;
    __typeof__(&curl_multi_perform) multi_perform;
    __typeof__(&curl_multi_poll) multi_poll;
    __typeof__(&curl_multi_wakeup) multi_wakeup;
    __typeof__(&curl_multi_info_read) multi_info_read;
} curl;

static pthread_once_t load_once = PTHREAD_ONCE_INIT;
static const char *load_failure = "libcurl is not loaded";

#define FIND(field, symbol)                                                                     \
    if ((*(void **)&curl.field = dlsym(library, #symbol)) == NULL) {                           \
        load_failure = "libcurl is too old (7.68 or later is needed: " #symbol " is missing)"; \
        return;                                                                                 \
    }

static void load(void) {
#ifdef __APPLE__
    static const char *const names[] = {"/usr/lib/libcurl.4.dylib", "libcurl.dylib"};
#else
    static const char *const names[] = {"libcurl.so.4", "libcurl-gnutls.so.4", "libcurl.so"};
#endif
    /* Lazily bound: the functions of libcurl's ~30 libraries that are never called are never
       looked up (about 2 ms less; those built with BIND_NOW are bound at once anyway). */
    void *library = NULL;
    for (size_t i = 0; library == NULL && i < sizeof names / sizeof names[0]; i++) {
        library = dlopen(names[i], RTLD_LAZY | RTLD_LOCAL);
    }
    if (library == NULL) {
        load_failure = "libcurl is not installed (Debian/Ubuntu: apt-get install libcurl4)";
        return;
    }
    FIND(global_init, curl_global_init)
    FIND(easy_init, curl_easy_init)
    FIND(easy_setopt, curl_easy_setopt)
    FIND(easy_getinfo, curl_easy_getinfo)
    FIND(easy_cleanup, curl_easy_cleanup)
    FIND(easy_strerror, curl_easy_strerror)
    FIND(slist_append, curl_slist_append)
    FIND(slist_free_all, curl_slist_free_all)
    FIND(multi_init, curl_multi_init)
    FIND(multi_add_handle, curl_multi_add_handle)
    FIND(multi_remove_handle, curl_multi_remove_handle)
    FIND(multi_perform, curl_multi_perform)
    FIND(multi_poll, curl_multi_poll)
    FIND(multi_wakeup, curl_multi_wakeup)
    FIND(multi_info_read, curl_multi_info_read)
    if (curl.global_init(CURL_GLOBAL_ALL) != CURLE_OK) {
        load_failure = "libcurl could not initialise";
        return;
    }
    load_failure = NULL;
}

const char *ccurl_load(void) {
    pthread_once(&load_once, load);
    return load_failure;
}

static void *preload(void *unused) {
    (void)unused;
    ccurl_load();
    return NULL;
}

static atomic_bool preloading;

void ccurl_preload(void) {
    pthread_t thread;
    pthread_attr_t attributes;
    pthread_attr_init(&attributes);
    pthread_attr_setdetachstate(&attributes, PTHREAD_CREATE_DETACHED);
    if (pthread_create(&thread, &attributes, preload, NULL) == 0) atomic_store(&preloading, true);
    pthread_attr_destroy(&attributes);
}

void ccurl_settle(void) {
    if (atomic_load(&preloading)) ccurl_load();
}

struct ccurl_transfer {
    CURL *easy;
    struct curl_slist *headers;
    char error[CURL_ERROR_SIZE];
};

void ccurl_transfer_free(ccurl_transfer *transfer) {
    if (transfer == NULL) return;
    if (transfer->easy != NULL) curl.easy_cleanup(transfer->easy);
    if (transfer->headers != NULL) curl.slist_free_all(transfer->headers);
    free(transfer);
}

#define SET(option, value) ok = ok && curl.easy_setopt(easy, option, value) == CURLE_OK

ccurl_transfer *ccurl_transfer_create(const ccurl_request *request) {
    if (ccurl_load() != NULL) return NULL;
    ccurl_transfer *transfer = calloc(1, sizeof *transfer);
    if (transfer == NULL) return NULL;
    CURL *easy = transfer->easy = curl.easy_init();
    int ok = easy != NULL;
    for (size_t i = 0; ok && i < request->header_count; i++) {
        struct curl_slist *list = curl.slist_append(transfer->headers, request->headers[i]);
        ok = list != NULL;
        if (ok) transfer->headers = list;
    }
    if (ok) {
        /* curl would otherwise wait for "100 Continue" before sending a larger body. */
        struct curl_slist *list = curl.slist_append(transfer->headers, "Expect:");
        ok = list != NULL;
        if (ok) transfer->headers = list;
    }
    SET(CURLOPT_URL, request->url);
    SET(CURLOPT_PRIVATE, (void *)transfer);
    SET(CURLOPT_ERRORBUFFER, transfer->error);
    SET(CURLOPT_NOSIGNAL, 1L);
    SET(CURLOPT_HTTPHEADER, transfer->headers);
    /* Redirects are followed by the caller, which decides where the token may go. */
    SET(CURLOPT_FOLLOWLOCATION, 0L);
    SET(CURLOPT_ACCEPT_ENCODING, "");
    SET(CURLOPT_TCP_NODELAY, 1L);
    SET(CURLOPT_TIMEOUT_MS, request->timeout_ms);
    SET(CURLOPT_CONNECTTIMEOUT_MS, request->connect_timeout_ms);
    if (request->no_proxy != NULL) SET(CURLOPT_NOPROXY, request->no_proxy);
    if (request->fresh_connect) SET(CURLOPT_FRESH_CONNECT, 1L);
    SET(CURLOPT_WRITEFUNCTION, request->on_body);
    SET(CURLOPT_WRITEDATA, request->context);
    SET(CURLOPT_HEADERFUNCTION, request->on_header);
    SET(CURLOPT_HEADERDATA, request->context);
    if (request->body_length > 0 || strcmp(request->method, "POST") == 0) {
        SET(CURLOPT_POSTFIELDSIZE_LARGE, (curl_off_t)request->body_length);
        SET(CURLOPT_COPYPOSTFIELDS, request->body_length > 0 ? request->body : "");
    }
    if (strcmp(request->method, "GET") != 0 && strcmp(request->method, "POST") != 0) {
        SET(CURLOPT_CUSTOMREQUEST, request->method);
    }
    if (!ok) {
        ccurl_transfer_free(transfer);
        return NULL;
    }
    return transfer;
}

long ccurl_transfer_status(ccurl_transfer *transfer) {
    long status = 0;
    curl.easy_getinfo(transfer->easy, CURLINFO_RESPONSE_CODE, &status);
    return status;
}

const char *ccurl_transfer_error(ccurl_transfer *transfer, int code) {
    if (transfer != NULL && transfer->error[0] != '\0') return transfer->error;
    return curl.easy_strerror((CURLcode)code);
}

ccurl_outcome ccurl_outcome_of(int code) {
    switch ((CURLcode)code) {
    case CURLE_OK: return CCURL_COMPLETED;
    case CURLE_OPERATION_TIMEDOUT: return CCURL_TIMED_OUT;
    case CURLE_COULDNT_RESOLVE_PROXY:
    case CURLE_COULDNT_RESOLVE_HOST:
    case CURLE_COULDNT_CONNECT: return CCURL_CANNOT_CONNECT;
    case CURLE_GOT_NOTHING:
    case CURLE_PARTIAL_FILE:
    case CURLE_RECV_ERROR:
    case CURLE_SEND_ERROR:
    case CURLE_WEIRD_SERVER_REPLY:
    case CURLE_HTTP2_STREAM: return CCURL_CONNECTION_LOST;
    case CURLE_WRITE_ERROR: return CCURL_STOPPED;
    default: return CCURL_FAILED;
    }
}

ccurl_multi *ccurl_multi_create(void) {
    if (ccurl_load() != NULL) return NULL;
    return (ccurl_multi *)curl.multi_init();
}

int ccurl_multi_add(ccurl_multi *multi, ccurl_transfer *transfer) {
    return curl.multi_add_handle((CURLM *)multi, transfer->easy);
}

int ccurl_multi_remove(ccurl_multi *multi, ccurl_transfer *transfer) {
    return curl.multi_remove_handle((CURLM *)multi, transfer->easy);
}

int ccurl_multi_perform(ccurl_multi *multi) {
    int running = 0;
    return curl.multi_perform((CURLM *)multi, &running);
}

int ccurl_multi_wait(ccurl_multi *multi, int timeout_ms) {
    return curl.multi_poll((CURLM *)multi, NULL, 0, timeout_ms, NULL);
}

int ccurl_multi_wakeup(ccurl_multi *multi) {
    return curl.multi_wakeup((CURLM *)multi);
}

ccurl_transfer *ccurl_multi_next_finished(ccurl_multi *multi, int *code) {
    int left = 0;
    CURLMsg *message;
    while ((message = curl.multi_info_read((CURLM *)multi, &left)) != NULL) {
        if (message->msg != CURLMSG_DONE) continue;
        ccurl_transfer *transfer = NULL;
        curl.easy_getinfo(message->easy_handle, CURLINFO_PRIVATE, (char **)&transfer);
        *code = (int)message->data.result;
        return transfer;
    }
    return NULL;
}

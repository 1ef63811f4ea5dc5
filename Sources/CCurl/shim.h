#ifndef WEATHERBOARD_CCURL_SHIM_H
#define WEATHERBOARD_CCURL_SHIM_H
#include <curl/curl.h>

// curl_easy_setopt and curl_easy_getinfo are variadic, which Swift cannot call:
// one fixed-type wrapper per argument kind.
static inline CURLcode wb_curl_setopt_long(CURL *h, CURLoption o, long v) { return curl_easy_setopt(h, o, v); }
static inline CURLcode wb_curl_setopt_string(CURL *h, CURLoption o, const char *v) { return curl_easy_setopt(h, o, v); }
static inline CURLcode wb_curl_setopt_pointer(CURL *h, CURLoption o, void *v) { return curl_easy_setopt(h, o, v); }
static inline CURLcode wb_curl_setopt_slist(CURL *h, CURLoption o, struct curl_slist *v) { return curl_easy_setopt(h, o, v); }
static inline CURLcode wb_curl_setopt_off_t(CURL *h, CURLoption o, curl_off_t v) { return curl_easy_setopt(h, o, v); }

typedef size_t (*wb_curl_data_callback)(char *buffer, size_t size, size_t count, void *context);
typedef int (*wb_curl_progress_callback)(void *context, curl_off_t dltotal, curl_off_t dlnow, curl_off_t ultotal, curl_off_t ulnow);
static inline CURLcode wb_curl_setopt_data_callback(CURL *h, CURLoption o, wb_curl_data_callback v) { return curl_easy_setopt(h, o, v); }
static inline CURLcode wb_curl_setopt_progress_callback(CURL *h, CURLoption o, wb_curl_progress_callback v) { return curl_easy_setopt(h, o, v); }

static inline CURLcode wb_curl_getinfo_long(CURL *h, CURLINFO i, long *v) { return curl_easy_getinfo(h, i, v); }
#endif

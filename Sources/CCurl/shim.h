#ifndef WEATHERBOARD_CCURL_SHIM_H
#define WEATHERBOARD_CCURL_SHIM_H
#include <curl/curl.h>

// libcurl is not linked: LibCurl.swift opens it with dlopen when the first transfer starts,
// because loading it at start-up brings some thirty libraries (TLS, Kerberos, LDAP, SSH…)
// that a command answering from the cache never uses. Its functions are reached through the
// pointers dlsym returns, typed here from curl.h's own declarations so they cannot drift.
typedef __typeof__(&curl_global_init) wb_curl_global_init_function;
typedef __typeof__(&curl_easy_init) wb_curl_easy_init_function;
typedef __typeof__(&curl_easy_cleanup) wb_curl_easy_cleanup_function;
typedef __typeof__(&curl_easy_strerror) wb_curl_easy_strerror_function;
typedef __typeof__(&curl_slist_append) wb_curl_slist_append_function;
typedef __typeof__(&curl_slist_free_all) wb_curl_slist_free_all_function;
typedef __typeof__(&curl_multi_init) wb_curl_multi_init_function;
typedef __typeof__(&curl_multi_cleanup) wb_curl_multi_cleanup_function;
typedef __typeof__(&curl_multi_add_handle) wb_curl_multi_add_handle_function;
typedef __typeof__(&curl_multi_remove_handle) wb_curl_multi_remove_handle_function;
typedef __typeof__(&curl_multi_perform) wb_curl_multi_perform_function;
typedef __typeof__(&curl_multi_poll) wb_curl_multi_poll_function;
typedef __typeof__(&curl_multi_wakeup) wb_curl_multi_wakeup_function;
typedef __typeof__(&curl_multi_info_read) wb_curl_multi_info_read_function;

// curl_easy_setopt and curl_easy_getinfo are variadic, which Swift cannot call: one
// fixed-type wrapper per argument kind, each given the function dlsym found for it.
typedef __typeof__(&curl_easy_setopt) wb_curl_setopt_function;
typedef __typeof__(&curl_easy_getinfo) wb_curl_getinfo_function;
static inline CURLcode wb_curl_setopt_long(void *setopt, CURL *h, CURLoption o, long v) { return ((wb_curl_setopt_function)setopt)(h, o, v); }
static inline CURLcode wb_curl_setopt_string(void *setopt, CURL *h, CURLoption o, const char *v) { return ((wb_curl_setopt_function)setopt)(h, o, v); }
static inline CURLcode wb_curl_setopt_pointer(void *setopt, CURL *h, CURLoption o, void *v) { return ((wb_curl_setopt_function)setopt)(h, o, v); }
static inline CURLcode wb_curl_setopt_slist(void *setopt, CURL *h, CURLoption o, struct curl_slist *v) { return ((wb_curl_setopt_function)setopt)(h, o, v); }
static inline CURLcode wb_curl_setopt_off_t(void *setopt, CURL *h, CURLoption o, curl_off_t v) { return ((wb_curl_setopt_function)setopt)(h, o, v); }

typedef size_t (*wb_curl_data_callback)(char *buffer, size_t size, size_t count, void *context);
typedef int (*wb_curl_progress_callback)(void *context, curl_off_t dltotal, curl_off_t dlnow, curl_off_t ultotal, curl_off_t ulnow);
static inline CURLcode wb_curl_setopt_data_callback(void *setopt, CURL *h, CURLoption o, wb_curl_data_callback v) { return ((wb_curl_setopt_function)setopt)(h, o, v); }
static inline CURLcode wb_curl_setopt_progress_callback(void *setopt, CURL *h, CURLoption o, wb_curl_progress_callback v) { return ((wb_curl_setopt_function)setopt)(h, o, v); }

static inline CURLcode wb_curl_getinfo_long(void *getinfo, CURL *h, CURLINFO i, long *v) { return ((wb_curl_getinfo_function)getinfo)(h, i, v); }
#endif

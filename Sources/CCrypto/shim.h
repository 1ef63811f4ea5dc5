#ifndef WEATHERBOARD_CCRYPTO_SHIM_H
#define WEATHERBOARD_CCRYPTO_SHIM_H
#include <openssl/bio.h>
#include <openssl/bn.h>
#include <openssl/ec.h>
#include <openssl/ecdsa.h>
#include <openssl/err.h>
#include <openssl/evp.h>
#include <openssl/pem.h>

// BIO_new_mem_buf takes an int length; EVP_DigestSignInit's macros vary across versions.
static inline EVP_MD_CTX *wb_md_ctx_new(void) { return EVP_MD_CTX_new(); }
static inline void wb_md_ctx_free(EVP_MD_CTX *c) { EVP_MD_CTX_free(c); }
#endif

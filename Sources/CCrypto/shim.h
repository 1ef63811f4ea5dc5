#ifndef WEATHERBOARD_CCRYPTO_SHIM_H
#define WEATHERBOARD_CCRYPTO_SHIM_H
#include <dlfcn.h>
#include <string.h>
#include <openssl/bio.h>
#include <openssl/bn.h>
#include <openssl/ec.h>
#include <openssl/ecdsa.h>
#include <openssl/err.h>
#include <openssl/evp.h>
#include <openssl/objects.h>
#include <openssl/pem.h>

// libcrypto is not linked: it is opened with dlopen the first time a WeatherKit key is read
// (wb_crypto_open, from LibCrypto.swift), so that no other command loads and relocates it at
// start-up. Each function is reached through a pointer typed from OpenSSL's own declaration.
#define WB_CRYPTO_FUNCTIONS(X) \
    X(BIO_new_mem_buf) X(BIO_free) X(ERR_clear_error) \
    X(PEM_read_bio_PrivateKey) X(EVP_PKEY_free) X(EVP_PKEY_get_base_id) X(EVP_PKEY_get_group_name) \
    X(OBJ_sn2nid) X(EC_curve_nist2nid) \
    X(EVP_MD_CTX_new) X(EVP_MD_CTX_free) X(EVP_sha256) X(EVP_DigestSignInit) X(EVP_DigestSign) \
    X(d2i_ECDSA_SIG) X(ECDSA_SIG_free) X(ECDSA_SIG_get0) X(BN_bn2binpad)

struct wb_crypto {
#define WB_CRYPTO_FIELD(name) __typeof__(&name) _Nonnull name;
    WB_CRYPTO_FUNCTIONS(WB_CRYPTO_FIELD)
#undef WB_CRYPTO_FIELD
};

// Fills `api` from libcrypto.so.3; NULL on success, else why it could not (dlerror's text).
static inline const char *_Nullable wb_crypto_open(struct wb_crypto *_Nonnull api) {
    memset(api, 0, sizeof *api);
    void *library = dlopen("libcrypto.so.3", RTLD_NOW | RTLD_LOCAL);
    if (library == NULL) return dlerror();
#define WB_CRYPTO_LOAD(name) \
    if ((*(void **)&api->name = dlsym(library, #name)) == NULL) return "libcrypto has no " #name;
    WB_CRYPTO_FUNCTIONS(WB_CRYPTO_LOAD)
#undef WB_CRYPTO_LOAD
    return NULL;
}

// Refuses every passphrase request. With a NULL callback OpenSSL would prompt on the
// controlling terminal for an encrypted key, which would freeze a full-screen program.
static inline int wb_no_passphrase(char *buf, int size, int rwflag, void *u) {
    (void)buf; (void)size; (void)rwflag; (void)u;
    return -1;
}

// Reads one PEM private key (PKCS#8 "BEGIN PRIVATE KEY" or a traditional format) from a BIO,
// never asking for a passphrase. Returns NULL on failure; the caller frees the key.
static inline EVP_PKEY *wb_pem_read_private_key(const struct wb_crypto *_Nonnull api, BIO *bio) {
    return api->PEM_read_bio_PrivateKey(bio, NULL, wb_no_passphrase, NULL);
}

// 1 when the key is an elliptic-curve key on NIST P-256 (prime256v1), the only curve ES256 allows.
// EVP_PKEY_EC and NID_* are macros built from other macros, simpler to compare here than in Swift.
static inline int wb_pkey_is_ec_p256(const struct wb_crypto *_Nonnull api, const EVP_PKEY *pkey) {
    if (pkey == NULL || api->EVP_PKEY_get_base_id(pkey) != EVP_PKEY_EC) return 0;
    char name[80];
    size_t length = 0;
    if (api->EVP_PKEY_get_group_name(pkey, name, sizeof name, &length) != 1) return 0;
    int nid = api->OBJ_sn2nid(name);
    if (nid == NID_undef) nid = api->EC_curve_nist2nid(name);
    return nid == NID_X9_62_prime256v1;
}
#endif

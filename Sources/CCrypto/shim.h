#ifndef WEATHERBOARD_CCRYPTO_SHIM_H
#define WEATHERBOARD_CCRYPTO_SHIM_H
#include <openssl/bio.h>
#include <openssl/bn.h>
#include <openssl/ec.h>
#include <openssl/ecdsa.h>
#include <openssl/err.h>
#include <openssl/evp.h>
#include <openssl/objects.h>
#include <openssl/pem.h>

// BIO_new_mem_buf takes an int length; EVP_DigestSignInit's macros vary across versions.
static inline EVP_MD_CTX *wb_md_ctx_new(void) { return EVP_MD_CTX_new(); }
static inline void wb_md_ctx_free(EVP_MD_CTX *c) { EVP_MD_CTX_free(c); }

// Refuses every passphrase request. With a NULL callback OpenSSL would prompt on the
// controlling terminal for an encrypted key, which would freeze a full-screen program.
static inline int wb_no_passphrase(char *buf, int size, int rwflag, void *u) {
    (void)buf; (void)size; (void)rwflag; (void)u;
    return -1;
}

// Reads one PEM private key (PKCS#8 "BEGIN PRIVATE KEY" or a traditional format) from a BIO,
// never asking for a passphrase. Returns NULL on failure; the caller frees the key.
static inline EVP_PKEY *wb_pem_read_private_key(BIO *bio) {
    return PEM_read_bio_PrivateKey(bio, NULL, wb_no_passphrase, NULL);
}

// 1 when the key is an elliptic-curve key on NIST P-256 (prime256v1), the only curve ES256 allows.
// EVP_PKEY_EC and NID_* are macros built from other macros, simpler to compare here than in Swift.
static inline int wb_pkey_is_ec_p256(const EVP_PKEY *pkey) {
    if (pkey == NULL || EVP_PKEY_get_base_id(pkey) != EVP_PKEY_EC) return 0;
    char name[80];
    size_t length = 0;
    if (EVP_PKEY_get_group_name(pkey, name, sizeof name, &length) != 1) return 0;
    int nid = OBJ_sn2nid(name);
    if (nid == NID_undef) nid = EC_curve_nist2nid(name);
    return nid == NID_X9_62_prime256v1;
}
#endif

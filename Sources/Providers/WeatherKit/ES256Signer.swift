import CCrypto
import Foundation

/// Why an ES256 key could not be loaded or used. The description never contains key material.
public enum ES256SignerError: Error, Sendable, Hashable {
    /// The PEM text is not a readable private key (garbage, encrypted, wrong format).
    case unreadableKey
    /// A private key, but not on the P-256 curve (RSA, Ed25519, another EC curve).
    case notP256
    /// OpenSSL failed while signing; not expected with a valid key.
    case signingFailed
    /// libcrypto could not be opened (the loader's reason).
    case libraryUnavailable(String)
}

/// Signs messages with ECDSA P-256 and SHA-256 and returns the signature as JWS wants it (RFC
/// 7518 §3.4): the raw 32-byte r followed by the 32-byte s, not OpenSSL's DER encoding.
///
/// Safe to share: the OpenSSL key is only touched while holding the lock, because an EVP_PKEY
/// caches derived state internally and OpenSSL 3.0 documents no thread-safety for that.
public final class ES256Signer: @unchecked Sendable {
    // @unchecked: `key` is immutable after init and used only under `lock`; freed in deinit.
    private let key: OpaquePointer
    private let crypto: LibCrypto
    private let lock = NSLock()

    /// Loads a PEM private key, such as Apple's `.p8` file (PKCS#8, "BEGIN PRIVATE KEY").
    /// An encrypted key is refused rather than prompting for a passphrase.
    public init(pem: Data) throws(ES256SignerError) {
        let crypto = try LibCrypto.shared.get()
        let api = crypto.api.pointee
        // OpenSSL keeps failures in a per-thread queue that libcurl's TLS code also reads;
        // leaving our errors there would blame the next HTTPS request for them.
        defer { api.ERR_clear_error() }
        guard !pem.isEmpty, pem.count <= Int(Int32.max) else { throw .unreadableKey }
        let loaded: OpaquePointer? = pem.withUnsafeBytes { buffer in
            guard let base = buffer.baseAddress,
                  let bio = api.BIO_new_mem_buf(base, Int32(buffer.count)) else { return nil }
            defer { _ = api.BIO_free(bio) }
            return wb_pem_read_private_key(crypto.api, bio)
        }
        guard let loaded else { throw .unreadableKey }
        guard wb_pkey_is_ec_p256(crypto.api, loaded) == 1 else {
            api.EVP_PKEY_free(loaded)
            throw .notP256
        }
        key = loaded
        self.crypto = crypto
    }

    deinit { crypto.api.pointee.EVP_PKEY_free(key) }

    /// The 64-byte r‖s signature of SHA-256(`message`).
    public func sign(_ message: Data) throws(ES256SignerError) -> Data {
        lock.lock()
        defer { lock.unlock() }
        defer { crypto.api.pointee.ERR_clear_error() }
        guard let der = derSignature(of: message) else { throw .signingFailed }
        guard let raw = Self.rawSignature(fromDER: der) else { throw .signingFailed }
        return raw
    }

    /// EVP_DigestSign's output: an ASN.1 `SEQUENCE { r INTEGER, s INTEGER }`. Caller holds `lock`.
    private func derSignature(of message: Data) -> [UInt8]? {
        let api = crypto.api.pointee
        guard let context = api.EVP_MD_CTX_new() else { return nil }
        defer { api.EVP_MD_CTX_free(context) }
        guard api.EVP_DigestSignInit(context, nil, api.EVP_sha256(), nil, key) == 1 else { return nil }
        return message.withUnsafeBytes { (buffer: UnsafeRawBufferPointer) -> [UInt8]? in
            let bytes = buffer.bindMemory(to: UInt8.self).baseAddress
            var length = 0
            // First call asks for the maximum size, the second signs.
            guard api.EVP_DigestSign(context, nil, &length, bytes, buffer.count) == 1, length > 0 else { return nil }
            var signature = [UInt8](repeating: 0, count: length)
            guard api.EVP_DigestSign(context, &signature, &length, bytes, buffer.count) == 1 else { return nil }
            return Array(signature.prefix(length))
        }
    }

    /// Converts a DER ECDSA signature to fixed-width r‖s, each left-padded to 32 bytes.
    static func rawSignature(fromDER der: [UInt8]) -> Data? {
        guard let api = try? LibCrypto.shared.get().api.pointee else { return nil }
        return der.withUnsafeBufferPointer { buffer -> Data? in
            var cursor: UnsafePointer<UInt8>? = buffer.baseAddress
            guard let signature = api.d2i_ECDSA_SIG(nil, &cursor, buffer.count) else { return nil }
            defer { api.ECDSA_SIG_free(signature) }
            var r: OpaquePointer?
            var s: OpaquePointer?
            api.ECDSA_SIG_get0(signature, &r, &s)
            guard let r, let s else { return nil }
            var raw = [UInt8](repeating: 0, count: 64)
            let written = raw.withUnsafeMutableBufferPointer { output -> Bool in
                guard let base = output.baseAddress else { return false }
                return api.BN_bn2binpad(r, base, 32) == 32 && api.BN_bn2binpad(s, base + 32, 32) == 32
            }
            return written ? Data(raw) : nil
        }
    }
}

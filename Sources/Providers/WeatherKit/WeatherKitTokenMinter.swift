import Foundation
import WeatherCore

/// Mints and caches the bearer token for WeatherKit requests.
///
/// The key file is read on first use, so building a provider never fails and a bad key is
/// reported where the user sees fetch errors. A token lives 10 minutes and is reused until
/// one minute before it expires, like Apple's sample clients; the margin covers clock skew and
/// the time a request spends in flight.
public actor WeatherKitTokenMinter {
    /// Lifetime written into `exp`.
    public static let tokenLifetime: TimeInterval = 10 * 60
    /// A cached token is replaced this long before it expires.
    public static let renewalMargin: TimeInterval = 60

    private let credentials: WeatherKitCredentials
    private let clock: @Sendable () -> Date
    private var signer: ES256Signer?
    private var cached: (token: String, expiresAt: Date)?

    public init(credentials: WeatherKitCredentials, clock: @escaping @Sendable () -> Date = Date.init) {
        self.credentials = credentials
        self.clock = clock
    }

    /// A valid token, minted now or reused. Errors are one sentence naming the key path; they
    /// never contain the key or a token.
    public func token() throws(WeatherServiceError) -> String {
        let now = clock()
        if let cached, now < cached.expiresAt - Self.renewalMargin, now >= cached.expiresAt - Self.tokenLifetime {
            return cached.token
        }
        let signer = try loadedSigner()
        let issuedAt = Int(now.timeIntervalSince1970.rounded(.down))
        let expiresAt = issuedAt + Int(Self.tokenLifetime)
        let input = WeatherKitJWT.signingInput(credentials: credentials, issuedAt: issuedAt, expiresAt: expiresAt)
        let signature: Data
        do {
            signature = try signer.sign(Data(input.utf8))
        } catch {
            throw .unauthorized("the WeatherKit key at \(credentials.keyPath) could not sign a token")
        }
        let token = input + "." + WeatherKitJWT.base64URL(signature)
        cached = (token, Date(timeIntervalSince1970: TimeInterval(expiresAt)))
        return token
    }

    /// Forgets the cached token, so the next request carries a fresh one (after a 401, say).
    public func invalidate() {
        cached = nil
    }

    private func loadedSigner() throws(WeatherServiceError) -> ES256Signer {
        if let signer { return signer }
        let loaded = try Self.signer(keyPath: credentials.keyPath)
        signer = loaded
        return loaded
    }

    /// Reads and checks the key file; also used by the `providers` status line.
    static func signer(keyPath: String) throws(WeatherServiceError) -> ES256Signer {
        guard let pem = FileManager.default.contents(atPath: keyPath) else {
            throw .unauthorized("the WeatherKit key at \(keyPath) could not be read")
        }
        do {
            return try ES256Signer(pem: pem)
        } catch .libraryUnavailable(let reason) {
            throw .other("WeatherKit tokens need libcrypto, which could not be loaded (\(reason))")
        } catch {
            throw .unauthorized("the WeatherKit key at \(keyPath) could not be read as an EC P-256 private key")
        }
    }
}

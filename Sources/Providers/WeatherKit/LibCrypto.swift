import CCrypto
import WeatherCore

/// libcrypto, opened with dlopen the first time a WeatherKit key is read instead of being
/// linked: only WeatherKit's ES256 tokens need it, and linked it was loaded and relocated at
/// every start of every command (about 1.4 MiB of resident memory). An HTTPS request loads it
/// anyway, through libcurl, and dlopen then finds the same copy.
struct LibCrypto: @unchecked Sendable {
    // @unchecked: function pointers into a library that is never closed, written once by
    // wb_crypto_open before `shared` is published and only read afterwards.
    let api: UnsafePointer<wb_crypto>

    /// Opened once, on first use (a global's lazy initialisation is thread-safe); a failure is
    /// kept, so every later key reports the same reason.
    static let shared: Result<LibCrypto, ES256SignerError> = DynamicLibraryTable.open(wb_crypto_open)
        .map(LibCrypto.init(api:)).mapError { .libraryUnavailable($0.reason) }
}

import CPNG
import WeatherCore

/// libpng, opened with dlopen the first time a radar tile is decoded instead of being linked:
/// only the radar map needs it, and linked it and zlib were loaded and relocated at every
/// start of every command.
struct LibPNG: @unchecked Sendable {
    // @unchecked: function pointers into a library that is never closed, written once by
    // wb_png_open before `shared` is published and only read afterwards.
    let api: UnsafePointer<wb_png>

    /// Opened once, on first use (a global's lazy initialisation is thread-safe); a failure is
    /// kept, so every later tile reports the same reason.
    static let shared: Result<LibPNG, PNGDecodingError> = DynamicLibraryTable.open(wb_png_open)
        .map(LibPNG.init(api:)).mapError { .libraryUnavailable($0.reason) }
}

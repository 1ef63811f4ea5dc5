/// A C library's function table filled by a shim that opens the library with dlopen (libpng for
/// radar tiles, libcrypto for WeatherKit's keys): opened on first use instead of linked, so a
/// start of a command that never needs it does not load it.
public enum DynamicLibraryTable {
    /// The table `open` filled, which lives as long as the process like the library it points
    /// into; or the shim's reason when the library could not be opened (the table is freed).
    public static func open<Table>(_ open: (UnsafeMutablePointer<Table>) -> UnsafePointer<CChar>?) -> Result<UnsafePointer<Table>, LibraryUnavailable> {
        let table = UnsafeMutablePointer<Table>.allocate(capacity: 1)
        if let failure = open(table) {
            let reason = String(cString: failure)
            table.deallocate()
            return .failure(LibraryUnavailable(reason: reason))
        }
        return .success(UnsafePointer(table))
    }

    /// Why a library could not be opened, as its shim said.
    public struct LibraryUnavailable: Error, Sendable {
        public let reason: String
    }
}

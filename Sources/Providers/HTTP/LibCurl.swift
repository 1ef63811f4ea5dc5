import CCurl
import Glibc
import WeatherCore

/// libcurl, opened with dlopen the first time a transfer needs it instead of being linked.
///
/// Linked, libcurl and the libraries it needs (OpenSSL, GnuTLS, Kerberos, LDAP, SSH, HTTP/2…,
/// some thirty) are loaded and relocated at every start, which cost a command that answers
/// from the cache (`--print`, `--oneline`, a status bar every few seconds) several
/// milliseconds and about 5 MiB of resident memory. Opened here, only a process that really
/// makes a request pays for them, once.
struct LibCurl: @unchecked Sendable {
    // @unchecked: C function pointers into a library that is never closed; nothing mutable.
    let easyInit: wb_curl_easy_init_function
    let easyCleanup: wb_curl_easy_cleanup_function
    let easyStrerror: wb_curl_easy_strerror_function
    let slistAppend: wb_curl_slist_append_function
    let slistFreeAll: wb_curl_slist_free_all_function
    let multiInit: wb_curl_multi_init_function
    let multiCleanup: wb_curl_multi_cleanup_function
    let multiAddHandle: wb_curl_multi_add_handle_function
    let multiRemoveHandle: wb_curl_multi_remove_handle_function
    let multiPerform: wb_curl_multi_perform_function
    let multiPoll: wb_curl_multi_poll_function
    let multiWakeup: wb_curl_multi_wakeup_function
    let multiInfoRead: wb_curl_multi_info_read_function
    /// curl_easy_setopt and curl_easy_getinfo, for the shim's fixed-type wrappers (variadic).
    let setopt: UnsafeMutableRawPointer
    let getinfo: UnsafeMutableRawPointer

    /// The Debian name of libcurl's ABI (both the OpenSSL and the GnuTLS flavour).
    static let libraryName = "libcurl.so.4"

    /// Opened and initialised (curl_global_init) once, on first use: a global's lazy
    /// initialisation is thread-safe, so this is the once-only switch. A failure is kept, so
    /// every later transfer reports the same sentence instead of trying again.
    static let shared: Result<LibCurl, WeatherServiceError> = open()

    private static func open() -> Result<LibCurl, WeatherServiceError> {
        // RTLD_LOCAL: libcurl's symbols are only reached through the pointers below.
        guard let library = dlopen(libraryName, RTLD_NOW | RTLD_LOCAL) else {
            let reason = dlerror().map { String(cString: $0) } ?? "not found"
            return .failure(.other("libcurl could not be loaded (\(reason)); install the libcurl4 package"))
        }
        func function<Function>(_ name: String, _ type: Function.Type) -> Function? {
            dlsym(library, name).map { unsafeBitCast($0, to: type) }
        }
        guard let globalInit = function("curl_global_init", wb_curl_global_init_function.self),
              let easyInit = function("curl_easy_init", wb_curl_easy_init_function.self),
              let easyCleanup = function("curl_easy_cleanup", wb_curl_easy_cleanup_function.self),
              let easyStrerror = function("curl_easy_strerror", wb_curl_easy_strerror_function.self),
              let slistAppend = function("curl_slist_append", wb_curl_slist_append_function.self),
              let slistFreeAll = function("curl_slist_free_all", wb_curl_slist_free_all_function.self),
              let multiInit = function("curl_multi_init", wb_curl_multi_init_function.self),
              let multiCleanup = function("curl_multi_cleanup", wb_curl_multi_cleanup_function.self),
              let multiAddHandle = function("curl_multi_add_handle", wb_curl_multi_add_handle_function.self),
              let multiRemoveHandle = function("curl_multi_remove_handle", wb_curl_multi_remove_handle_function.self),
              let multiPerform = function("curl_multi_perform", wb_curl_multi_perform_function.self),
              let multiPoll = function("curl_multi_poll", wb_curl_multi_poll_function.self),
              let multiWakeup = function("curl_multi_wakeup", wb_curl_multi_wakeup_function.self),
              let multiInfoRead = function("curl_multi_info_read", wb_curl_multi_info_read_function.self),
              let setopt = dlsym(library, "curl_easy_setopt"),
              let getinfo = dlsym(library, "curl_easy_getinfo")
        else {
            // curl_multi_poll and curl_multi_wakeup arrived in 7.66 and 7.68.
            return .failure(.other("the installed libcurl is too old (7.68 or later is needed)"))
        }
        // Must run once before any handle exists.
        guard globalInit(Int(CURL_GLOBAL_DEFAULT)) == CURLE_OK else {
            return .failure(.other("libcurl could not be initialised"))
        }
        return .success(LibCurl(
            easyInit: easyInit, easyCleanup: easyCleanup, easyStrerror: easyStrerror,
            slistAppend: slistAppend, slistFreeAll: slistFreeAll, multiInit: multiInit,
            multiCleanup: multiCleanup, multiAddHandle: multiAddHandle, multiRemoveHandle: multiRemoveHandle,
            multiPerform: multiPerform, multiPoll: multiPoll, multiWakeup: multiWakeup,
            multiInfoRead: multiInfoRead, setopt: setopt, getinfo: getinfo))
    }

    /// libcurl's text for a result code.
    func message(for code: CURLcode) -> String {
        easyStrerror(code).map { String(cString: $0) } ?? "libcurl error \(code.rawValue)"
    }
}

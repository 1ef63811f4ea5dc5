import CProcess
import Foundation
import Glibc
import WeatherCore

/// The child side of `HTTPTransferProcess`: reads one order from stdin, performs it with
/// libcurl as a transfer in the dashboard's own process would, writes the reply to stdout.
public enum HTTPTransferChild {
    /// The hidden first argument that makes the program this child: a name no one types
    /// (not in the help, the man page or the completions).
    public static let argument = "--internal-http-transfer"

    /// An order is a URL and a few headers; more is not one.
    private static let maximumOrderSize = 1024 * 1024

    /// Runs the transfer and returns the exit status: 0 when a reply was written (a failed
    /// transfer is a reply too), 2 when stdin held no order.
    public static func run() -> Int32 {
        // A dashboard killed mid-transfer takes its transfer with it. Had it gone before this
        // line, its end of the socket is closed and the order below reads as none.
        _ = wb_die_with_parent()
        guard let order = readOrder() else {
            FileHandle.standardError.write(Data("\(argument) is for weatherboard's own use: it reads a transfer order on stdin.\n".utf8))
            return 2
        }
        let state = CurlTransferState(maximumBodySize: order.maximumBodySize)
        let result = CurlTransfer(request: order.request, state: state).perform()
        return writeAll(HTTPTransferReply.frame(result)) ? 0 : 1
    }

    private static func readOrder() -> HTTPTransferOrder? {
        var order = Data()
        var buffer = [UInt8](repeating: 0, count: 16 * 1024)
        while order.count <= maximumOrderSize {
            let count = buffer.withUnsafeMutableBytes { read(STDIN_FILENO, $0.baseAddress, $0.count) }
            if count < 0 && errno == EINTR { continue }
            guard count > 0 else { break }
            order.append(contentsOf: buffer[0..<count])
        }
        guard order.count <= maximumOrderSize else { return nil }
        return try? JSONDecoder().decode(HTTPTransferOrder.self, from: order)
    }

    private static func writeAll(_ data: Data) -> Bool {
        data.withUnsafeBytes { bytes in
            var offset = 0
            while offset < bytes.count, let base = bytes.baseAddress {
                let written = write(STDOUT_FILENO, base + offset, bytes.count - offset)
                if written < 0 && errno == EINTR { continue }
                guard written > 0 else { return false }
                offset += written
            }
            return true
        }
    }
}

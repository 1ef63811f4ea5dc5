import Dashboard
import Foundation
import Glibc

/// Waits for key presses, mouse reports and relayed signals on its own thread and hands them on, decoded.
///
/// The thread never calls curses (ncurses is not thread-safe); it only `poll`s stdin, the signal
/// pipe and a wake pipe, with no timeout except the 25 ms it gives an Esc to become a sequence,
/// so an idle dashboard costs no CPU.
final class InputReader: Sendable {
    enum Item: Sendable {
        case input([TerminalEvent])
        /// Signal numbers in the order they arrived, repeats of the same signal merged.
        case signals([Int32])
        /// stdin reached end of file or failed: the terminal is gone.
        case endOfInput
    }

    private let wakeWriteEnd: Int32
    private let finished = DispatchSemaphore(value: 0)

    /// Starts the reader thread. `deliver` is called on that thread.
    init(input: Int32, signals: Int32, deliver: @escaping @Sendable (Item) -> Void) throws(ScreenError) {
        let (wakeReadEnd, wakeWriteEnd) = try makePipe(nonBlocking: false)
        self.wakeWriteEnd = wakeWriteEnd
        let finished = self.finished
        let thread = Thread {
            Self.run(input: input, signals: signals, wake: wakeReadEnd, deliver: deliver)
            close(wakeReadEnd)
            finished.signal()
        }
        thread.name = "weatherboard.input"
        thread.start()
    }

    /// Stops the thread and waits (briefly) for it to leave `poll`. Call once.
    func stop() {
        var byte: UInt8 = 0
        _ = write(wakeWriteEnd, &byte, 1)
        _ = finished.wait(timeout: .now() + 1)
        close(wakeWriteEnd)
    }

    private static func run(
        input: Int32, signals: Int32, wake: Int32, deliver: @Sendable (Item) -> Void
    ) {
        var decoder = KeyDecoder()
        var descriptors = [
            pollfd(fd: input, events: Int16(POLLIN), revents: 0),
            pollfd(fd: signals, events: Int16(POLLIN), revents: 0),
            pollfd(fd: wake, events: Int16(POLLIN), revents: 0),
        ]
        var buffer = [UInt8](repeating: 0, count: 4096)

        while true {
            let timeout = decoder.hasPendingInput ? KeyDecoder.escapeTimeout : -1
            let ready = poll(&descriptors, nfds_t(descriptors.count), timeout)
            if ready < 0 {
                if errno == EINTR { continue }
                deliver(.endOfInput)
                return
            }
            if ready == 0 {
                let events = decoder.flush()
                if !events.isEmpty { deliver(.input(events)) }
                continue
            }
            if descriptors[2].revents != 0 { return }

            if descriptors[1].revents & Int16(POLLIN) != 0 {
                let count = read(signals, &buffer, buffer.count)
                if count > 0 {
                    var numbers: [Int32] = []
                    for byte in buffer[0..<count] where !numbers.contains(Int32(byte)) {
                        numbers.append(Int32(byte))
                    }
                    deliver(.signals(numbers))
                }
            }

            let inputEvents = descriptors[0].revents
            if inputEvents & Int16(POLLIN) != 0 {
                let count = read(input, &buffer, buffer.count)
                if count > 0 {
                    let events = decoder.decode(buffer[0..<count])
                    if !events.isEmpty { deliver(.input(events)) }
                } else if count == 0 || (errno != EINTR && errno != EAGAIN) {
                    descriptors[0].fd = -1  // poll ignores negative descriptors: no busy loop
                    deliver(.endOfInput)
                }
            } else if inputEvents & Int16(POLLHUP | POLLERR | POLLNVAL) != 0 {
                descriptors[0].fd = -1
                deliver(.endOfInput)
            }
        }
    }
}

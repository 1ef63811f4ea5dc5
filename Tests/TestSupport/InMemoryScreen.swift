import Dashboard
import Foundation

/// A screen in memory, for tests of the dashboard's whole loop: keys and resizes go in, every
/// presented frame comes out as a `Canvas`, and no terminal is involved.
///
/// ```swift
/// let screen = InMemoryScreen(size: TerminalSize(width: 100, height: 30))
/// let run = Task { await loop.run() }
/// let frame = await screen.frame(containing: "╭ Berlin")
/// screen.press(.right)
/// ```
@MainActor
public final class InMemoryScreen: Screen {
    public private(set) var size: TerminalSize
    public let events: AsyncStream<TerminalEvent>
    /// Every frame presented, oldest first.
    public private(set) var frames: [Canvas] = []
    public private(set) var bellCount = 0
    public private(set) var redrawCount = 0
    private let continuation: AsyncStream<TerminalEvent>.Continuation
    private var waiters: [Int: Waiter] = [:]
    private var nextWaiter = 0

    private struct Waiter {
        var isWanted: (Canvas) -> Bool
        var continuation: CheckedContinuation<Canvas?, Never>
    }

    public init(size: TerminalSize) {
        self.size = size
        (events, continuation) = AsyncStream.makeStream(bufferingPolicy: .unbounded)
    }

    public var lastFrame: Canvas? { frames.last }

    // MARK: Input

    public func press(_ keys: KeyEvent...) {
        for key in keys { continuation.yield(.key(key)) }
    }

    /// Each character of `text` as a key press, as typed into a prompt.
    public func type(_ text: String) {
        for character in text { continuation.yield(.key(.character(character))) }
    }

    /// The pane changes size, as after SIGWINCH.
    public func resize(to newSize: TerminalSize) {
        size = newSize
        continuation.yield(.resized(newSize))
    }

    /// SIGTERM or SIGHUP: the event, then the end of the stream.
    public func terminate(signal: Int32) {
        continuation.yield(.terminated(signal: signal))
        continuation.finish()
    }

    // MARK: Screen

    /// Called with each frame as it is presented, before the loop goes on: what a test must
    /// see at that very moment.
    public var onPresent: ((Canvas) -> Void)?

    public func present(_ canvas: Canvas) {
        frames.append(canvas)
        onPresent?(canvas)
        for (id, waiter) in waiters where waiter.isWanted(canvas) {
            waiters[id] = nil
            waiter.continuation.resume(returning: canvas)
        }
    }

    public func redraw() { redrawCount += 1 }

    public func bell() { bellCount += 1 }

    // MARK: Waiting for frames

    /// The newest frame if it is wanted, else the next presented frame that is. nil if none
    /// comes within `timeout`: a safety net, so that a broken loop fails its test instead of
    /// hanging it; no test depends on how fast a frame comes.
    public func frame(where isWanted: @escaping (Canvas) -> Bool, timeout: Duration = .seconds(20)) async -> Canvas? {
        if let last = frames.last, isWanted(last) { return last }
        nextWaiter += 1
        let id = nextWaiter
        return await withCheckedContinuation { continuation in
            waiters[id] = Waiter(isWanted: isWanted, continuation: continuation)
            Task { @MainActor [weak self] in
                try? await Task.sleep(for: timeout)
                guard let self, let waiter = self.waiters.removeValue(forKey: id) else { return }
                waiter.continuation.resume(returning: nil)
            }
        }
    }

    /// The newest frame if its text contains `text`, else the next presented frame that does.
    public func frame(containing text: String, timeout: Duration = .seconds(20)) async -> Canvas? {
        await frame(where: { $0.plainText.contains(text) }, timeout: timeout)
    }
}

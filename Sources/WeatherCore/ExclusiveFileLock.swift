import Foundation
import Glibc

/// An exclusive advisory lock (`flock`) on a lock file, so that one writer at a time reads,
/// changes and replaces a file shared by several processes (two terminals, a script running
/// `places add` in parallel). The lock file itself stays: removing it would let a waiting
/// process lock a file nobody else sees any more.
final class ExclusiveFileLock {
    private var descriptor: Int32

    /// Waits until no other process holds the lock.
    init(lockFile url: URL) throws(AtomicFileError) {
        let path = url.path
        descriptor = open(path, O_RDWR | O_CREAT | O_CLOEXEC, 0o600)
        guard descriptor >= 0 else { throw .system("open the lock file", path) }
        while flock(descriptor, LOCK_EX) != 0 {
            guard errno == EINTR else {
                let failure = AtomicFileError.system("lock", path)
                close(descriptor)
                throw failure
            }
        }
    }

    func unlock() {
        guard descriptor >= 0 else { return }
        close(descriptor)
        descriptor = -1
    }

    deinit { unlock() }
}

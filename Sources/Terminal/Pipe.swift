import Glibc

/// A pipe whose ends are closed on exec, so no child (a browser we launch) inherits them.
/// `pipe2` is not visible from Swift's Glibc module, hence pipe + fcntl.
func makePipe(nonBlocking: Bool) throws(ScreenError) -> (readEnd: Int32, writeEnd: Int32) {
    var descriptors: [Int32] = [-1, -1]
    guard pipe(&descriptors) == 0 else { throw .systemCall("pipe", errno) }
    for descriptor in descriptors {
        _ = fcntl(descriptor, F_SETFD, FD_CLOEXEC)
        if nonBlocking {
            _ = fcntl(descriptor, F_SETFL, fcntl(descriptor, F_GETFL) | O_NONBLOCK)
        }
    }
    return (descriptors[0], descriptors[1])
}

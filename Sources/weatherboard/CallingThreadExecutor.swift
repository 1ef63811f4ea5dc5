import Foundation

/// A task executor whose jobs run on the thread that calls `run()`: a one-shot command's
/// whole asynchronous work, the actors it calls included (they prefer the task's executor),
/// then runs on the main thread, which would otherwise only wait. Threads that block (libcurl,
/// waitpid) are still their own and resume their continuations here.
///
/// Without it the work ran on the concurrency pool, whose first jobs each started a thread of
/// its own (three threads for a `--print` from the cache, about a sixth of its time above
/// `--version`, and a hand-over between threads at every `await`).
final class CallingThreadExecutor: TaskExecutor, @unchecked Sendable {
    private let condition = NSCondition()
    private var jobs: [UnownedJob] = []
    private var isFinished = false

    func enqueue(_ job: consuming ExecutorJob) {
        let job = UnownedJob(job)
        condition.lock()
        jobs.append(job)
        condition.signal()
        condition.unlock()
    }

    /// Ends `run()` once the jobs already enqueued have run.
    func finish() {
        condition.lock()
        isFinished = true
        condition.signal()
        condition.unlock()
    }

    /// Runs jobs as they come, on the calling thread, until `finish()`.
    func run() {
        while true {
            condition.lock()
            while jobs.isEmpty && !isFinished { condition.wait() }
            guard !jobs.isEmpty else {
                condition.unlock()
                return
            }
            let job = jobs.removeFirst()
            condition.unlock()
            job.runSynchronously(on: asUnownedTaskExecutor())
        }
    }
}

import Foundation

/// Runs `body` repeatedly and reports the median and the fastest run, which are steadier than
/// the mean on a shared machine.
struct TimingResult {
    let label: String
    let samples: [Double]

    var median: Double {
        let sorted = samples.sorted()
        return sorted.isEmpty ? 0 : sorted[sorted.count / 2]
    }

    var fastest: Double { samples.min() ?? 0 }

    func report(unit: String = "ms", scale: Double = 1000) {
        let line = String(
            format: "%-48@ median %8.3f %@   min %8.3f %@   (%d runs)",
            label as NSString, median * scale, unit as NSString, fastest * scale, unit as NSString, samples.count)
        print(line)
    }
}

func measure(_ label: String, runs: Int, warmUp: Int = 3, _ body: () throws -> Void) rethrows -> TimingResult {
    for _ in 0..<warmUp { try body() }
    var samples: [Double] = []
    samples.reserveCapacity(runs)
    for _ in 0..<runs {
        let start = DispatchTime.now().uptimeNanoseconds
        try body()
        samples.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9)
    }
    return TimingResult(label: label, samples: samples)
}

/// Peak resident set size of this process, from /proc (VmHWM), in KiB.
func peakResidentKilobytes() -> Int? {
    processStatusKilobytes("VmHWM")
}

/// Current resident set size of this process, from /proc (VmRSS), in KiB.
func residentKilobytes() -> Int? {
    processStatusKilobytes("VmRSS")
}

/// A KiB figure of /proc/self/status, such as `VmHWM` or `VmRSS`.
private func processStatusKilobytes(_ field: String) -> Int? {
    guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8) else { return nil }
    for line in status.split(separator: "\n") where line.hasPrefix(field + ":") {
        return Int(line.split(separator: " ").dropFirst().first ?? "")
    }
    return nil
}

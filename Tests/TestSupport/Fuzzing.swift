import Foundation

/// A small deterministic random generator (SplitMix64), so a fuzz run can be repeated from its
/// seed when it finds something.
public struct SeededGenerator: RandomNumberGenerator, Sendable {
    private var state: UInt64

    public init(seed: UInt64) { state = seed }

    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

/// How long each fuzz target runs: a number of inputs and a time limit, whichever comes first.
/// `WEATHERBOARD_FUZZ_ITERATIONS`, `WEATHERBOARD_FUZZ_SECONDS` and `WEATHERBOARD_FUZZ_SEED`
/// let a developer run longer or repeat a run; CI uses the defaults.
public struct FuzzBudget: Sendable {
    public var iterations: Int
    public var seconds: Double
    public var seed: UInt64

    public init(iterations: Int, seconds: Double, seed: UInt64) {
        self.iterations = iterations
        self.seconds = seconds
        self.seed = seed
    }

    public static func fromEnvironment(
        iterations: Int = 400, seconds: Double = 1.5,
        environment: [String: String] = ProcessInfo.processInfo.environment
    ) -> FuzzBudget {
        FuzzBudget(
            iterations: environment["WEATHERBOARD_FUZZ_ITERATIONS"].flatMap(Int.init) ?? iterations,
            seconds: environment["WEATHERBOARD_FUZZ_SECONDS"].flatMap(Double.init) ?? seconds,
            seed: environment["WEATHERBOARD_FUZZ_SEED"].flatMap { UInt64($0) } ?? 0x5EED_0F_57_0A_4D)
    }
}

/// Makes hostile variants of realistic inputs: byte-level damage (flips, cuts, splices,
/// random bytes) and structural JSON damage (a value swapped for a huge number, a wrong type,
/// an escape sequence, deep nesting, a missing key).
public struct InputMutator {
    private var random: SeededGenerator
    private let corpus: [Data]

    public init(corpus: [Data], seed: UInt64) {
        self.corpus = corpus
        random = SeededGenerator(seed: seed)
    }

    /// Values no service should send, as JSON text.
    static let hostileJSONValues: [String] = [
        "1e20", "-1e20", "1e300", "-1e300", "1.7976931348623157e308", "5e-324", "0", "-0", "-1",
        "123456789012345678901234567890", "-123456789012345678901234567890", "9223372036854775807",
        "9223372036854775808", "null", "true", "\"\"", "\"\\u001b]0;pwned\\u0007\"", "\"\\u001b]52;c;aGk=\\u0007\"",
        "\"\\u009b31m\"", "\"\\u202eevil\"", "\"2026-13-45T99:99\"", "\"123456789012345678901234567890-01-01T00:00\"",
        "\"99999-12-31T23:59:59Z\"", "\"0000-00-00\"", "\"" + String(repeating: "x", count: 5_000) + "\"",
        "[]", "{}", "[null]", "[1e308, -1e308]", String(repeating: "[", count: 200) + String(repeating: "]", count: 200),
    ]

    public mutating func next() -> Data {
        guard let base = corpus.randomElement(using: &random) else { return Data() }
        switch Int.random(in: 0..<10, using: &random) {
        case 0...4: return mutatedJSON(base) ?? mutatedBytes(base)
        case 5...8: return mutatedBytes(base)
        default: return randomBytes()
        }
    }

    private mutating func randomBytes() -> Data {
        Data((0..<Int.random(in: 0..<512, using: &random)).map { _ in UInt8.random(in: 0...255, using: &random) })
    }

    private mutating func mutatedBytes(_ data: Data) -> Data {
        var bytes = [UInt8](data)
        for _ in 0..<Int.random(in: 1...8, using: &random) {
            guard !bytes.isEmpty else { break }
            let index = Int.random(in: 0..<bytes.count, using: &random)
            switch Int.random(in: 0..<6, using: &random) {
            case 0: bytes[index] ^= UInt8(1) << UInt8.random(in: 0...7, using: &random)
            case 1: bytes[index] = [0x00, 0x1B, 0x22, 0x5C, 0x7B, 0x7D, 0x5B, 0x5D, 0x2C, 0x3A, 0xFF, 0xC3].randomElement(using: &random) ?? 0
            case 2: bytes.removeSubrange(index..<min(bytes.count, index + Int.random(in: 1...64, using: &random)))
            case 3:
                let chunk = bytes[index..<min(bytes.count, index + Int.random(in: 1...64, using: &random))]
                bytes.insert(contentsOf: chunk, at: Int.random(in: 0...bytes.count, using: &random))
            case 4: bytes = Array(bytes.prefix(index))
            default:
                let value = Self.hostileJSONValues.randomElement(using: &random) ?? "0"
                bytes.insert(contentsOf: Array(value.utf8), at: index)
            }
        }
        return Data(bytes)
    }

    /// One to four leaves (or whole branches) of the document replaced or removed.
    private mutating func mutatedJSON(_ data: Data) -> Data? {
        guard var document = try? JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed]) else { return nil }
        if Bool.random(using: &random) {
            // Numbers anywhere, as a broken model run or a hostile server would send them.
            let share = Double.random(in: 0.01...0.6, using: &random)
            document = replacingNumbers(in: document, share: share)
        }
        for _ in 0..<Int.random(in: 0...4, using: &random) {
            document = mutate(document, depth: 0)
        }
        guard let text = try? JSONSerialization.data(withJSONObject: document, options: [.fragmentsAllowed]) else { return nil }
        // Hostile values are spliced in as text: JSONSerialization cannot write 1e400 or NaN.
        let marker = Data("\"__hostile__\"".utf8)
        var result = text
        while let range = result.range(of: marker) {
            let value = Self.hostileJSONValues.randomElement(using: &random) ?? "0"
            result.replaceSubrange(range, with: Data(value.utf8))
        }
        return result
    }

    /// About `share` of the document's numbers replaced by hostile values.
    private mutating func replacingNumbers(in value: Any, share: Double) -> Any {
        if let dictionary = value as? [String: Any] {
            var result = dictionary
            for (key, child) in dictionary { result[key] = replacingNumbers(in: child, share: share) }
            return result
        }
        if let array = value as? [Any] {
            return array.map { replacingNumbers(in: $0, share: share) }
        }
        if value is NSNumber, Double.random(in: 0..<1, using: &random) < share { return "__hostile__" }
        return value
    }

    private mutating func mutate(_ value: Any, depth: Int) -> Any {
        let descend = depth < 12 && Int.random(in: 0..<4, using: &random) != 0
        if var dictionary = value as? [String: Any], !dictionary.isEmpty, descend {
            let keys = Array(dictionary.keys)
            guard let key = keys.randomElement(using: &random) else { return value }
            if Int.random(in: 0..<8, using: &random) == 0 {
                dictionary[key] = nil
            } else if let child = dictionary[key] {
                dictionary[key] = mutate(child, depth: depth + 1)
            }
            return dictionary
        }
        if var array = value as? [Any], !array.isEmpty, descend {
            let index = Int.random(in: 0..<array.count, using: &random)
            if Int.random(in: 0..<8, using: &random) == 0 {
                array.remove(at: index)
            } else {
                array[index] = mutate(array[index], depth: depth + 1)
            }
            return array
        }
        return "__hostile__"
    }
}

/// Runs `body` on mutated inputs within `budget`; returns how many inputs it tried. A crash
/// ends the test process, so surviving is the assertion; the seed is printed first so that a
/// crash can be reproduced with `WEATHERBOARD_FUZZ_SEED`.
@discardableResult
public func fuzz(_ name: String, corpus: [Data], budget: FuzzBudget, _ body: (Data) async -> Void) async -> Int {
    let seed = budget.seed ^ UInt64(truncatingIfNeeded: name.utf8.reduce(5381) { ($0 &* 33) &+ Int($1) })
    print("fuzz \(name): seed \(budget.seed), \(budget.iterations) inputs or \(budget.seconds) s")
    var mutator = InputMutator(corpus: corpus, seed: seed)
    let deadline = Date().addingTimeInterval(budget.seconds)
    var count = 0
    while count < budget.iterations, Date() < deadline {
        await body(mutator.next())
        count += 1
        // The work is CPU-bound on Swift's cooperative pool (one thread per core): yield so
        // that tests running beside it, which wait for timers and servers, still get to run.
        await Task.yield()
    }
    return count
}

import Foundation

/// Timing and memory measurement for the benchmarks: medians of repeated rounds on a
/// monotonic clock, and the process's resident and peak memory from /proc.
///
/// A timed body returns what it made (the loaded tree, the decoded structs, the count a scan
/// found), and the clock stops before that is freed: a load is the time until its objects
/// exist, as the issue defines it, and tearing them down is the caller's later business. Every
/// body is timed this way, ours and the baselines alike.
enum Measure {
    /// The median time of `rounds` runs of `body`, in seconds, after one warm-up run.
    static func median(rounds: Int, _ body: () throws -> Any) rethrows -> Double {
        _ = try body()
        var times: [Double] = []
        for _ in 0..<rounds { times.append(try once(body)) }
        return median(times)
    }

    /// The median times of `bodies`, in seconds, measured in turn within each of `rounds`
    /// rounds after one warm-up run each: drift in the machine's speed (a shared machine's
    /// neighbours) then affects all of them alike, and the ratios between them hold where
    /// measuring one after the other let a slow minute land on one side only.
    static func interleavedMedians(rounds: Int, _ bodies: [() throws -> Any]) throws -> [Double] {
        try interleavedMediansWithCPU(rounds: rounds, bodies).map(\.wall)
    }

    /// `interleavedMedians`, with the median processor time of each body too: the time all
    /// of the process's threads spent, which exceeds the wall-clock time of work done on two.
    static func interleavedMediansWithCPU(rounds: Int, _ bodies: [() throws -> Any]) throws -> [(
        wall: Double, cpu: Double
    )] {
        for body in bodies { _ = try body() }
        var walls = Array(repeating: [Double](), count: bodies.count)
        var cpus = walls
        for _ in 0..<rounds {
            for (index, body) in bodies.enumerated() {
                let cpuBefore = processorTime
                walls[index].append(try once(body))
                cpus[index].append(processorTime - cpuBefore)
            }
        }
        return zip(walls, cpus).map { (median($0), median($1)) }
    }

    /// The processor time the whole process has used, in seconds.
    static var processorTime: Double {
        var time = timespec()
        clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &time)
        return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
    }

    /// The time one run of `body` takes until it returns, in seconds; what it returned is freed
    /// after the clock has stopped.
    static func once(_ body: () throws -> Any) rethrows -> Double {
        var made: Any?
        let duration = try ContinuousClock().measure { made = try body() }
        withExtendedLifetime(made) {}
        return Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18
    }

    /// The median of `times` (0 for none).
    static func median(_ times: [Double]) -> Double {
        guard !times.isEmpty else { return 0 }
        return times.sorted()[times.count / 2]
    }

    /// Resident memory now (VmRSS), in bytes; 0 where /proc is unavailable.
    static var residentBytes: Int { statusField("VmRSS:") }

    /// Peak resident memory (VmHWM) since the last `resetPeak()`, in bytes.
    static var peakBytes: Int { statusField("VmHWM:") }

    /// Gives memory the allocator holds but nothing uses back to the system (glibc's
    /// `malloc_trim`), so the resident size counts live objects only.
    static func returnFreedMemory() {
        // Not in the Glibc module map (malloc.h), so found by name.
        guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "malloc_trim") else { return }
        typealias MallocTrim = @convention(c) (Int) -> Int32
        _ = unsafeBitCast(symbol, to: MallocTrim.self)(0)
    }

    /// Resets the peak to the current resident size (Linux's clear_refs 5).
    static func resetPeak() {
        try? "5".write(toFile: "/proc/self/clear_refs", atomically: false, encoding: .utf8)
    }

    private static func statusField(_ name: String) -> Int {
        guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8) else { return 0 }
        for line in status.split(separator: "\n") where line.hasPrefix(name) {
            // "VmRSS:\t  123456 kB": the fields are separated by tabs and spaces.
            let digits =
                line.split(whereSeparator: { $0 == " " || $0 == "\t" }).dropFirst().first.flatMap { Int($0) } ?? 0
            return digits * 1024
        }
        return 0
    }
}

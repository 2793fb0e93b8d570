import Foundation
import Glibc

/// Clocks, medians, the machine, memory: the measuring instruments of the benchmark.
enum Measure {
    /// The calling thread's CPU seconds: single-threaded figures leave out time spent waiting
    /// for a core (these machines are shared), so they measure the work itself.
    static func now() -> Double { clock(CLOCK_THREAD_CPUTIME_ID) }

    /// Wall-clock seconds (end-to-end rates, where waiting is part of the result).
    static func wall() -> Double { clock(CLOCK_MONOTONIC) }

    private static func clock(_ id: clockid_t) -> Double {
        var t = timespec()
        clock_gettime(id, &t)
        return Double(t.tv_sec) + Double(t.tv_nsec) * 1e-9
    }

    /// Thread CPU seconds one call of `body` takes.
    static func time(_ body: () throws -> Void) rethrows -> Double {
        let start = now()
        try body()
        return now() - start
    }

    /// Wall-clock seconds one call of `body` takes.
    static func wallTime(_ body: () throws -> Void) rethrows -> Double {
        let start = wall()
        try body()
        return wall() - start
    }

    /// The median of `values` (the mean of the middle two for an even count).
    static func median(_ values: [Double]) -> Double {
        precondition(!values.isEmpty, "median of nothing")
        let s = values.sorted()
        return s.count % 2 == 1 ? s[s.count / 2] : (s[s.count / 2 - 1] + s[s.count / 2]) / 2
    }

    /// The median over `reps` runs of `body`, after one warm-up run.
    static func medianTime(reps: Int, _ body: () throws -> Void) rethrows -> Double {
        try body()
        var times: [Double] = []
        for _ in 0..<reps { times.append(try time(body)) }
        return median(times)
    }

    /// CPU seconds (user + system) of every thread of the process so far.
    static func processCPU() -> Double {
        var usage = rusage()
        getrusage(RUSAGE_SELF.rawValue, &usage)
        func seconds(_ t: timeval) -> Double { Double(t.tv_sec) + Double(t.tv_usec) * 1e-6 }
        return seconds(usage.ru_utime) + seconds(usage.ru_stime)
    }

    /// Peak resident memory of the process so far, in MB (getrusage's ru_maxrss is in KiB).
    static func peakMemoryMB() -> Double {
        var usage = rusage()
        getrusage(RUSAGE_SELF.rawValue, &usage)
        return Double(usage.ru_maxrss) / 1024
    }

    /// The CPU model named in /proc/cpuinfo.
    static func cpuModel() -> String {
        guard let text = try? String(contentsOfFile: "/proc/cpuinfo", encoding: .utf8) else { return "unknown" }
        for line in text.split(separator: "\n") where line.hasPrefix("model name") {
            return line.split(separator: ":", maxSplits: 1).last.map { $0.trimmingCharacters(in: .whitespaces) } ?? "unknown"
        }
        return "unknown"
    }
}

/// A plain memcpy of one frame between two buffers: the unit the benchmark reports ratios in.
final class MemcpyUnit {
    private let source: UnsafeMutableRawPointer
    private let destination: UnsafeMutableRawPointer
    let bytes: Int

    init(pixels: Int) {
        bytes = pixels * 4
        source = .allocate(byteCount: bytes, alignment: 64)
        destination = .allocate(byteCount: bytes, alignment: 64)
        // Touch both so the first copy does not pay the page faults.
        memset(source, 0x5A, bytes)
        memset(destination, 0, bytes)
    }

    deinit {
        source.deallocate()
        destination.deallocate()
    }

    /// The median seconds of one copy.
    func measure(reps: Int) -> Double {
        Measure.medianTime(reps: max(reps * 3, 9)) { memcpy(destination, source, bytes) }
    }
}

/// Formats figures for the report.
enum Format {
    static func ms(_ seconds: Double) -> String { String(format: "%7.2f ms", seconds * 1000) }
    static func ratio(_ seconds: Double, unit: Double) -> String { String(format: "%5.1fx memcpy", seconds / unit) }
    static func kb(_ bytes: Double) -> String { String(format: "%7.1f KB", bytes / 1000) }
    static func coreScaling(_ f: CoreScaling.Figures, pairs: Int, workers: Int) -> String {
        String(format: "  speed-up from 1 to %d cores        %5.2fx  (middle half %.2f-%.2f, median of %d alternating pairs): " +
               "1 core (process confined to one CPU, 1 worker) %.1f frames/s, %d cores (%d workers) %.1f frames/s; " +
               "CPU per frame %.2f ms on 1 core, %.2f ms on %d (the in-order writer's share %.2f ms)",
               f.cpus, f.speedUp, f.quartiles.0, f.quartiles.1, pairs, f.oneCore, f.cpus, workers, f.allCores,
               f.cpuPerFrameOne * 1000, f.cpuPerFrameAll * 1000, f.cpus, f.writerPerFrame * 1000)
    }
    static func row(_ label: String, _ seconds: Double, unit: Double, extra: String = "") -> String {
        label.padding(toLength: 34, withPad: " ", startingAt: 0) + ms(seconds) + "  " + ratio(seconds, unit: unit) + (extra.isEmpty ? "" : "  " + extra)
    }
}

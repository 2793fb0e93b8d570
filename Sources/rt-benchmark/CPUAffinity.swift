import Glibc

/// The set of CPUs the calling thread may run on (sched_setaffinity(2)); threads it starts
/// afterwards inherit it. The benchmark confines itself to one CPU to measure "one core".
///
/// Glibc's Swift module does not import sched_setaffinity (it is declared under _GNU_SOURCE),
/// so the two functions are looked up by name; the mask is glibc's 1024-bit cpu_set_t.
struct CPUAffinity {
    private typealias Call = @convention(c) (pid_t, Int, UnsafeMutableRawPointer) -> Int32
    private static let words = 16

    /// Bit i of word i / 64 set means CPU i is allowed.
    private var mask: [UInt64]

    /// The calling thread's current set.
    static func current() throws -> CPUAffinity {
        var set = CPUAffinity(mask: Array(repeating: 0, count: words))
        try call("sched_getaffinity", &set.mask)
        return set
    }

    /// The CPUs in the set, in increasing order.
    var cpus: [Int] { (0..<(Self.words * 64)).filter { mask[$0 / 64] & (1 << UInt64($0 % 64)) != 0 } }

    /// The first `count` CPUs of this set (all of them when it has fewer).
    func first(_ count: Int) -> CPUAffinity {
        var set = CPUAffinity(mask: Array(repeating: 0, count: Self.words))
        for cpu in cpus.prefix(count) { set.mask[cpu / 64] |= 1 << UInt64(cpu % 64) }
        return set
    }

    /// Confines the calling thread (and the threads it starts from now on) to this set.
    func apply() throws {
        var copy = mask
        try Self.call("sched_setaffinity", &copy)
    }

    /// Runs `body` with the calling thread confined to this set, then restores the previous set.
    func during<T>(_ body: () throws -> T) throws -> T {
        let previous = try Self.current()
        try apply()
        defer { try? previous.apply() }
        return try body()
    }

    private static func call(_ name: String, _ mask: inout [UInt64]) throws {
        guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), name) else {
            throw BenchmarkFailure(message: "\(name) is not available in this C library")
        }
        let function = unsafeBitCast(symbol, to: Call.self)
        let status = mask.withUnsafeMutableBytes { function(0, $0.count, $0.baseAddress!) }
        guard status == 0 else {
            throw BenchmarkFailure(message: "\(name) failed: \(String(cString: strerror(errno)))")
        }
    }
}

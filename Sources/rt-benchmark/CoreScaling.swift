import Raster
import Transitions

/// The speed-up from one core to all of them, measured as the words say: the same render with
/// the whole process confined to one CPU (one worker; the in-order writer shares that CPU with
/// it, as on a one-core machine) and then free to use every CPU (one worker per CPU).
///
/// Why not one worker against two on the same machine: a lone worker is not alone on one core.
/// The writer (file creation, which on this host's unjournaled ext4 walks recently deleted
/// inodes, and the write itself) runs beside it on the other core, so "one worker" already has
/// about 1.2 cores, and that ratio reads low for a reason that is not about scaling. Both
/// ratios are printed.
///
/// Passes alternate (one core first, then all, then the other way round) and the figure is the
/// median of the per-pair ratios, so drift of a shared host between the two cancels as in
/// `PairedGrowth`. Every pass writes every frame into the same directory; all passes must write
/// the same bytes.
struct CoreScaling {
    let recording: Recording
    let frames: ClosedRange<Int>?
    let workers: Int
    let compression: PNGCompression

    struct Figures {
        /// Median frames per second on one CPU and on all.
        var oneCore = 0.0, allCores = 0.0
        /// Median of the per-pair ratios, and the middle half of them.
        var speedUp = 0.0, quartiles = (0.0, 0.0)
        /// CPU seconds the in-order writer spends per frame (its thread's clock, all-cores passes).
        var writerPerFrame = 0.0
        /// CPU seconds per frame of the whole process, on one CPU and on all: equal when the
        /// workers do not slow each other (shared caches, memory bandwidth, other tenants).
        var cpuPerFrameOne = 0.0, cpuPerFrameAll = 0.0
        /// The CPUs used for "all cores".
        var cpus = 0
    }

    func run(pairs: Int) throws -> Figures {
        let all = try CPUAffinity.current()
        let one = all.first(1)
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let pool = PNGEncoderPool(compression: compression)
        var reference: [UInt64]?
        func pass(_ cpus: CPUAffinity, workers: Int) throws -> (rate: Double, writer: Double, cpu: Double) {
            let sequence = FrameSequence(recording: recording, frames: frames, workers: workers)
            let cpuBefore = Measure.processCPU()
            let (seconds, digests, writer) = try cpus.during {
                try PipelineBenchmark.writtenPass(sequence, pool: pool, into: directory, timesWriter: true)
            }
            if let reference, reference != digests {
                Problems.shared.note("one core and all cores wrote different frames: \(Digest.differences(reference, digests))")
            }
            reference = digests
            let count = Double(sequence.frames.count)
            return (count / seconds, writer / count, (Measure.processCPU() - cpuBefore) / count)
        }
        _ = try pass(one, workers: 1)
        _ = try pass(all, workers: workers)  // warm-up of both
        var oneRates: [Double] = [], allRates: [Double] = [], ratios: [Double] = [], writer: [Double] = []
        var oneCPU: [Double] = [], allCPU: [Double] = []
        for k in 0..<pairs {
            let a, b: (rate: Double, writer: Double, cpu: Double)
            if k % 2 == 0 {
                a = try pass(one, workers: 1); b = try pass(all, workers: workers)
            } else {
                b = try pass(all, workers: workers); a = try pass(one, workers: 1)
            }
            oneRates.append(a.rate); allRates.append(b.rate); ratios.append(b.rate / a.rate); writer.append(b.writer)
            oneCPU.append(a.cpu); allCPU.append(b.cpu)
        }
        let sorted = ratios.sorted()
        return Figures(oneCore: Measure.median(oneRates), allCores: Measure.median(allRates), speedUp: Measure.median(ratios),
                       quartiles: (sorted[sorted.count / 4], sorted[(3 * sorted.count) / 4]),
                       writerPerFrame: Measure.median(writer), cpuPerFrameOne: Measure.median(oneCPU),
                       cpuPerFrameAll: Measure.median(allCPU), cpus: all.cpus.count)
    }
}

import Foundation
import Testing

/// Issue 30, item 6: `compare DIR DIR` held every decoded pair (351 frames at 1x peaked at
/// 905 MB); now each pair is decoded, measured and dropped and the sheet's rows are read again,
/// so peak memory does not grow with the frame count.
@Suite("Reliability: compare's memory is independent of the frame count", .serialized)
struct ReliabilityCompareMemoryTests {
    /// Two folders of `count` 300 x 600 frames that differ in one pixel each.
    static func folders(_ count: Int, in dir: URL) throws {
        for side in ["golden", "actual"] {
            let folder = dir.appendingPathComponent(side)
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            for i in 0..<count {
                try CLIProcess.writePNG(folder.appendingPathComponent(String(format: "frame-%04d.png", i)), width: 300, height: 600,
                                        color: .white, changes: side == "actual" ? [(i % 300, 7, .black)] : [])
            }
        }
    }

    @Test("24 vs 96 frame pairs with --sheet (24 rows either way): peak RSS within 12 MB (96 held pairs are 138 MB)")
    func peakIsFlat() throws {
        try #require(ReliabilityChild.hasTime, "/usr/bin/time is missing: apt-get install time")
        var peaks: [Int] = []
        for count in [24, 96] {
            let dir = try CLIProcess.temporaryDirectory("compare-memory-\(count)")
            defer { try? FileManager.default.removeItem(at: dir) }
            try Self.folders(count, in: dir)
            let (kilobytes, status) = try ReliabilityChild.peakKilobytes(["compare", "golden", "actual", "--tolerance", "255", "--sheet", "s.png", "--quiet"],
                                                                        in: dir)
            #expect(status == 0)
            peaks.append(kilobytes)
        }
        #expect(peaks[1] - peaks[0] < 12_000, "peak RSS \(peaks[0]) KB at 24 pairs, \(peaks[1]) KB at 96")
    }
}

import Foundation
import Testing

/// Issue 17 item 11: a 3 KB scene of 64 nested views at alpha 0.99 peaked at ~750 MB per worker
/// at 1170 x 2532 (a frame-sized offscreen per level). Offscreens are now bounded
/// (`RenderLimits.offscreenMemoryPerWorker`, banded drawing), so it renders under 300 MB a worker.
@Suite("Reliability: offscreen memory is bounded", .serialized)
struct ReliabilityOffscreenMemoryTests {
    @Test("64 nested translucent full-screen views at 1170 x 2532: under 300 MB with one worker, 600 MB with two",
          .enabled(if: ReliabilityChild.hasTime, "needs /usr/bin/time (apt package time)"),
          .disabled(if: ProcessInfo.processInfo.environment["ASAN_OPTIONS"] != nil, "AddressSanitizer's quarantine holds freed memory"),
          arguments: [1, 2])
    func nestedViewsStayUnderTheBudget(jobs: Int) throws {
        let dir = try CLIProcess.temporaryDirectory("nested-memory")
        defer { try? FileManager.default.removeItem(at: dir) }
        let scene = HeavyScenes.nestedTranslucentViews(64)
        #expect(scene.count < 8000, "the scene is \(scene.count) bytes")
        try scene.write(to: dir.appendingPathComponent("nested.json"))
        let (kilobytes, status) = try ReliabilityChild.peakKilobytes(
            ["--scene", "nested.json", "--out", "out", "--quiet", "--frames", "0..\(2 * jobs - 1)", "--jobs", "\(jobs)"], in: dir)
        #expect(status == 0)
        #expect(kilobytes > 0 && kilobytes < jobs * 300 * 1024, "peak \(kilobytes / 1024) MB with \(jobs) worker(s)")
        #expect(CLIProcess.files(in: dir.appendingPathComponent("out")).count == 2 * jobs)
    }
}

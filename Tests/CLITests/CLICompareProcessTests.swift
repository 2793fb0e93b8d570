import Foundation
import Raster
import Testing

/// `compare` as a process: metrics, limits, exit 0/1, the difference image.
@Suite struct CLICompareProcessTests {
    /// Writes into `dir` a 10 x 10 white image, and a copy with one pixel changed by 10 in red
    /// (1% of the pixels).
    static func writeImages(in dir: URL) throws {
        try CLIProcess.writePNG(dir.appendingPathComponent("a.png"), width: 10, height: 10, color: .white)
        try CLIProcess.writePNG(dir.appendingPathComponent("b.png"), width: 10, height: 10, color: .white,
                                changes: [(3, 4, Color(r: 245, g: 255, b: 255))])
        try CLIProcess.writePNG(dir.appendingPathComponent("big.png"), width: 12, height: 10, color: .white)
    }

    static let limitCases: [([String], Int32)] = [
        (["a.png", "a.png"], 0),
        (["a.png", "b.png"], 1),
        (["a.png", "b.png", "--tolerance", "10"], 0),
        (["a.png", "b.png", "--max-channel", "9"], 1),
        (["a.png", "b.png", "--max-fraction", "0.01"], 0),
        (["a.png", "b.png", "--max-fraction=0.005"], 1),
        (["a.png", "b.png", "--max-fraction", "0", "--threshold", "10"], 0),
        (["a.png", "b.png", "--tolerance", "10,0.005"], 1),
        (["a.png", "b.png", "--max-delta-e", "100"], 0),
        (["a.png", "b.png", "--max-delta-e", "0"], 1),
        (["a.png", "big.png"], 2),  // different sizes: the wrong inputs, as render refuses them (issue 17 item 15)
        (["a.png", "nothere.png"], 1),
        (["a.png", "b.png", "--max-channel", "300"], 2),
        (["a.png", "b.png", "--tolerance", "1,2,3,4"], 2),
    ]

    @Test(arguments: limitCases)
    func exitStatusFollowsTheLimits(arguments: [String], status: Int32) throws {
        let dir = try CLIProcess.temporaryDirectory("compare")
        defer { try? FileManager.default.removeItem(at: dir) }
        try Self.writeImages(in: dir)
        let r = try CLIProcess.run(["compare"] + arguments, in: dir)
        #expect(r.status == status, "stdout: \(r.stdout) stderr: \(r.stderr)")
    }

    @Test func metricsAreComputedFromTheImages() throws {
        let dir = try CLIProcess.temporaryDirectory("compare")
        defer { try? FileManager.default.removeItem(at: dir) }
        try Self.writeImages(in: dir)
        let r = try CLIProcess.run(["compare", "a.png", "b.png"], in: dir)
        #expect(r.stdout.contains("max channel difference:   10\n"))
        #expect(r.stdout.contains("differing pixels:         1.0000% (1 of 100, channel difference > 0)"))
        // 10 over 400 channel samples.
        #expect(r.stdout.contains("mean absolute difference: 0.0250\n"))
        // MSE = 100 / 400 = 0.25: PSNR = 10 log10(255² / 0.25).
        #expect(r.stdout.contains(String(format: "PSNR:                     %.2f dB", 10 * log10(255.0 * 255.0 / 0.25))))
        #expect(r.stdout.contains("result: beyond tolerance (max channel difference 10 > 0"))
        let same = try CLIProcess.run(["compare", "a.png", "a.png"], in: dir)
        #expect(same.stdout.contains("PSNR:                     inf (identical)"))
        #expect(same.stdout.contains("result: within tolerance"))
    }

    @Test func diffWritesAnImageMarkingTheDifferingPixelRed() throws {
        let dir = try CLIProcess.temporaryDirectory("compare")
        defer { try? FileManager.default.removeItem(at: dir) }
        try Self.writeImages(in: dir)
        let r = try CLIProcess.run(["compare", "a.png", "b.png", "--diff", "d.png"], in: dir)
        #expect(r.status == 1)
        let diff = try PNG.read(contentsOf: dir.appendingPathComponent("d.png").path)
        let marked = diff[3, 4].unpremultiplied, other = diff[0, 0].unpremultiplied
        #expect(marked.red > 0.5 && marked.green == 0 && marked.blue == 0)
        #expect(other.red == other.green && other.red < 0.25)
    }
}

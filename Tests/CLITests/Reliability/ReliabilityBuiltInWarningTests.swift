import Foundation
import Testing

/// Issue 30, item 15: a built-in transition never warns. circle-scale animated its mask from
/// an oval (closed) to an arc (open), a path pair of different structure, and printed the
/// engine's warning on every render and on its gallery page.
@Suite("Reliability: built-in transitions render without warnings")
struct ReliabilityBuiltInWarningTests {
    @Test("circle-scale, both directions, on screenshots: nothing on stderr with --quiet (every transition's plan: GoldenCatalogTests)")
    func circleScaleIsQuiet() throws {
        let dir = try CLIProcess.temporaryDirectory("builtin-quiet")
        defer { try? FileManager.default.removeItem(at: dir) }
        try CLIProcess.writePNG(dir.appendingPathComponent("a.png"), width: 20, height: 30, color: .white)
        try CLIProcess.writePNG(dir.appendingPathComponent("b.png"), width: 20, height: 30, color: .black)
        for direction in [[], ["--reverse"]] {
            let r = try CLIProcess.run(["--from", "a.png", "--to", "b.png", "--transition", "circle-scale", "--fps", "10", "--out", "o", "--quiet"]
                                       + direction, in: dir)
            #expect(r.status == 0 && r.stderr.isEmpty, "circle-scale \(direction): \(r.stderr)")
        }
    }

    @Test("circle-scale's gallery page and index carry no warning")
    func galleryPageIsClean() throws {
        let dir = try CLIProcess.temporaryDirectory("builtin-gallery")
        defer { try? FileManager.default.removeItem(at: dir) }
        let r = try CLIProcess.run(["docs", "--transition", "circle-scale", "--fps", "10", "--out", "g", "--quiet"], in: dir)
        #expect(r.status == 0 && r.stderr.isEmpty, "stderr: \(r.stderr)")
        for page in ["index.html", "index.md"] {
            let text = try String(contentsOf: dir.appendingPathComponent("g/" + page), encoding: .utf8)
            #expect(text.contains("circle-scale") && !text.lowercased().contains("warning"), "\(page) shows a warning")
        }
    }
}

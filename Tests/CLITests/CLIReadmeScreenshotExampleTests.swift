import Foundation
import Testing

/// Issue 30, item 16: the README's screenshot example named files no one has (`a.png`) and a
/// trigger in points at the default `--scale 1`. It now uses the frames the README's first
/// command writes, at `--scale 3`, and runs as written.
@Suite struct CLIReadmeScreenshotExampleTests {
    @Test("the README's --from line runs as written after its first command, without a warning")
    func screenshotExampleRuns() throws {
        let readme = try String(contentsOf: CLIProcess.packageRoot.appendingPathComponent("README.md"), encoding: .utf8)
        let block = readme.components(separatedBy: "## Using the command line").dropFirst().first?
            .components(separatedBy: "```sh\n").dropFirst().first?.components(separatedBy: "```").first ?? ""
        let lines = block.split(separator: "\n").map(String.init)
        let first = try #require(lines.first), example = try #require(lines.first { $0.contains("--from") })
        #expect(first.hasPrefix("render-transition ") && first.contains("./frames"), "first line: \(first)")
        func words(_ line: String) -> [String] {
            Array(line.components(separatedBy: "#")[0].split(separator: " ").map(String.init).dropFirst())
        }
        let dir = try CLIProcess.temporaryDirectory("readme")
        defer { try? FileManager.default.removeItem(at: dir) }
        var r = try CLIProcess.run(words(first) + ["--quiet"], in: dir)
        #expect(r.status == 0, "\(first): \(r.stderr)")
        r = try CLIProcess.run(words(example), in: dir)
        #expect(r.status == 0, "\(example): \(r.stderr)")
        #expect(!r.stderr.contains("warning"), "\(example): \(r.stderr)")
        let out = try #require(words(example).split(separator: "--out").dropFirst().first?.first)
        #expect(CLIProcess.files(in: dir.appendingPathComponent(out)).contains("frame-0000.png"))
    }
}

import Foundation
import Testing

/// `docs --out DIR` hands over to the gallery: an index page when it succeeds, otherwise
/// exit 1 with one line naming the directory (the gallery is built elsewhere; both are pinned).
@Suite struct CLIDocsProcessTests {
    @Test func docsWritesAnIndexOrFailsWithOneLineNamingTheDirectory() throws {
        let dir = try CLIProcess.temporaryDirectory("docs")
        let r = try CLIProcess.run(["docs", "--out", "gallery", "--fps", "10", "--quiet"], in: dir)
        if r.status == 0 {
            #expect(FileManager.default.fileExists(atPath: dir.appendingPathComponent("gallery/index.md").path))
        } else {
            #expect(r.status == 1)
            #expect(r.stderr.hasPrefix("error: docs gallery in gallery: "))
            #expect(r.stderr.filter { $0 == "\n" }.count == 1)
        }
    }

    @Test func renderWordIsOptional() throws {
        let dir = try CLIProcess.temporaryDirectory("word")
        let base = ["--scale", "1", "--fps", "10", "--quiet", "--progress", "0.3"]
        #expect(try CLIProcess.run(["render"] + base + ["--out", "a"], in: dir).status == 0)
        #expect(try CLIProcess.run(base + ["--out", "b"], in: dir).status == 0)
        #expect(try CLIProcess.bytes(dir.appendingPathComponent("a/frame-0000.png"))
            == CLIProcess.bytes(dir.appendingPathComponent("b/frame-0000.png")))
    }
}

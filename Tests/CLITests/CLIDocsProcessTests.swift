import Foundation
import Transitions
import TransitionCatalog
import Testing

/// `docs --out DIR` writes the whole gallery of the UIKit catalog; the word `render` is optional.
@Suite struct CLIDocsProcessTests {
    @Test("docs writes an APNG and a contact sheet for every transition and direction, and an index")
    func docsWritesTheGallery() throws {
        let dir = try CLIProcess.temporaryDirectory("docs")
        defer { try? FileManager.default.removeItem(at: dir) }
        let r = try CLIProcess.run(["docs", "--out", "gallery", "--fps", "10", "--quiet"], in: dir)
        #expect(r.status == 0, "\(r.stderr)")
        let files = Set(CLIProcess.files(in: dir.appendingPathComponent("gallery")))
        let index = try String(contentsOf: dir.appendingPathComponent("gallery/index.md"), encoding: .utf8)
        for t in Catalog.all {
            for direction in ["forward", "reverse"] {
                #expect(files.contains("\(t.name)-\(direction).png"))
                #expect(files.contains("\(t.name)-\(direction)-sheet.png"))
                #expect(index.contains("\(t.name)-\(direction)-sheet.png"))
            }
        }
        #expect(files.count == 4 * Catalog.all.count + 2, "APNG and sheet per direction, index.md and index.html")
    }

    @Test func renderWordIsOptional() throws {
        let dir = try CLIProcess.temporaryDirectory("word")
        defer { try? FileManager.default.removeItem(at: dir) }
        let base = ["--scale", "1", "--fps", "10", "--quiet", "--progress", "0.3"]
        #expect(try CLIProcess.run(["render"] + base + ["--out", "a"], in: dir).status == 0)
        #expect(try CLIProcess.run(base + ["--out", "b"], in: dir).status == 0)
        #expect(try CLIProcess.bytes(dir.appendingPathComponent("a/frame-0000.png"))
            == CLIProcess.bytes(dir.appendingPathComponent("b/frame-0000.png")))
    }
}

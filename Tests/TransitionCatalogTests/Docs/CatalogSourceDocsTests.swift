import Foundation
import XCTest

/// docs/catalog.md shows each seed transition's UIKit source: the fenced block after each
/// `<!-- catalog-source: PATH -->` marker is that file, byte for byte, and every seed file is shown.
final class CatalogSourceDocsTests: XCTestCase {
    private let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    func testEverySeedFileIsShownAsItIs() throws {
        let page = try String(contentsOf: root.appendingPathComponent("docs/catalog.md"), encoding: .utf8)
        let lines = page.components(separatedBy: "\n")
        var shown: [String] = []
        for (i, line) in lines.enumerated() where line.hasPrefix("<!-- catalog-source: ") && line.hasSuffix(" -->") {
            let path = String(line.dropFirst("<!-- catalog-source: ".count).dropLast(" -->".count))
            XCTAssertEqual(lines[i + 1], "```swift", "\(path): the marker is not followed by a swift block")
            let end = try XCTUnwrap(lines[(i + 2)...].firstIndex(of: "```"), "\(path): the block does not end")
            let block = lines[(i + 2)..<end].joined(separator: "\n") + "\n"
            let file = try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
            XCTAssertEqual(block, file, "docs/catalog.md shows an old copy of \(path): paste the file again")
            shown.append(path)
        }
        let seeds = try FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent("Sources/TransitionCatalog/Seeds").path)
            .filter { $0.hasSuffix(".swift") }.map { "Sources/TransitionCatalog/Seeds/\($0)" }
        XCTAssertEqual(Set(shown), Set(seeds), "docs/catalog.md shows every seed transition's file once")
        XCTAssertEqual(shown.count, seeds.count)
        XCTAssertEqual(seeds.count, 5)
    }

    func testSeedFilesImportOnlyUIKit() throws {
        let dir = root.appendingPathComponent("Sources/TransitionCatalog/Seeds")
        for name in try FileManager.default.contentsOfDirectory(atPath: dir.path) where name.hasSuffix(".swift") {
            let text = try String(contentsOf: dir.appendingPathComponent(name), encoding: .utf8)
            let imports = text.components(separatedBy: "\n").filter { $0.hasPrefix("import ") || $0.contains(" import ") }
            XCTAssertEqual(imports, ["import UIKit"], "\(name) imports \(imports)")
        }
    }
}

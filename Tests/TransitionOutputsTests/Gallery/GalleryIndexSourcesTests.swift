import Foundation
import Testing
import TestSupport
import TransitionTesting
@testable import Transitions
import TransitionCatalog
@testable import TransitionOutputs

/// The gallery index says where each transition's numbers come from: the curve column names the
/// curve's source, each section has a sources line, and docs/catalog.md covers every transition.
@Suite("Gallery: the index names its sources", .uikitTurns)
struct GalleryIndexSourcesTests {
    static func index(_ names: [String]) throws -> String {
        let entries = try names.map { name in
            let d = try #require(Catalog.named(name))
            return GalleryEntry(transition: CatalogGalleryRecordings.transition(d), operation: d.kind.operations.forward, appearance: .light,
                                baseName: "\(name)-forward", sceneName: "showcase",
                                frameCount: 1, fps: 30, transitionDuration: d.defaultDuration, totalDuration: d.defaultDuration, warnings: [],
                                animations: ["\(name)-forward.png"], sheetFile: "\(name)-forward-sheet.png", sheetCells: [], sheetWidth: 1, sheetHeight: 1)
        }
        return GalleryIndex(GalleryPages(entries: entries, screen: "its showcase scene", appearances: [.light], scale: 1, fps: 30)).markdown
    }

    @Test("every catalog transition has a curve with its source and a sources line")
    func everyEntryHasSources() {
        for d in Catalog.all {
            #expect(!d.sources.isEmpty, "\(d.name) says nowhere where its numbers come from")
            #expect(d.curve.contains("("), "\(d.name)'s curve names no source: \(d.curve)")
        }
    }

    @Test("UIKit's transitions show curve 7 in the curve column, with its spring, and their decompiled sources")
    func uikitRows() throws {
        let md = try Self.index(["push", "cover-vertical", "cross-dissolve", "flip-horizontal", "partial-curl", "hero-fade"])
        for name in ["push", "cover-vertical", "cross-dissolve", "flip-horizontal", "partial-curl"] {
            let row = try #require(md.split(separator: "\n").first { $0.hasPrefix("| [\(name)]") })
            #expect(row.contains("curve 7") && row.contains("mass 3, stiffness 1000, damping 500") && row.contains("JTSSloppySwiping")
                    && row.contains("| 0.5 s |"), "\(row)")
        }
        #expect(md.contains("- Where the numbers come from: decompiled _UINavigationParallaxTransition (parallax offset round(0.7 W)"))
        #expect(md.contains("- Where the numbers come from: rest height H − max(40, minY of the to-view's topmost subview)"))
        let fade = try #require(md.split(separator: "\n").first { $0.hasPrefix("| [hero-fade]") })
        #expect(fade.contains("| 0.208 s |") && fade.contains("Hero's DefaultAnimationPreprocessor"), "\(fade)")
    }

    @Test("docs/catalog.md names every catalog transition family and the curve's sources")
    func catalogPageCoversCatalog() throws {
        let page = try String(contentsOfFile: GoldenPaths.path("docs/catalog.md"), encoding: .utf8)
        for name in Catalog.all.map(\.name) where !name.hasPrefix("hero-") {
            #expect(page.contains(name), "docs/catalog.md does not mention \(name)")
        }
        for fact in ["mass 3, stiffness 1000, damping 500", "JTSSloppySwiping issue #2", "react-native pull", "round(0.7 W)",
                     "H − max(40, minY of the topmost subview)", "0.208 s + min(distance, 500 pt) / 3000", "m34 = −1/500"] {
            #expect(page.contains(fact), "docs/catalog.md lacks \(fact)")
        }
    }
}

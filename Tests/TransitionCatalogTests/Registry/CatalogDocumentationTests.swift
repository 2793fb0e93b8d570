import XCTest
import UIKit
@testable import TransitionCatalog

/// The catalog documents every entry (what `list`, the docs gallery and scene files read), and
/// UIKit's own styles are started as an app starts them.
final class CatalogDocumentationTests: XCTestCase {
    func testEveryEntryIsDocumented() throws {
        XCTAssertEqual(Set(Catalog.all.map(\.name)).count, Catalog.all.count, "names are unique")
        for entry in Catalog.all {
            XCTAssertFalse(entry.summary.isEmpty, entry.name)
            XCTAssertFalse(entry.curve.isEmpty, entry.name)
            XCTAssertTrue(entry.defaultDuration > 0, entry.name)
        }
    }

    /// The seeds' registrations as TRANSITIONS.md gives them: how each starts, whether it needs
    /// a trigger, what it reads, and its duration as `list` prints it.
    func testTheSeedsRegistrationsAreTheSeeds() throws {
        let seeds: [(String, CatalogEntry.Kind, Bool, [String], String)] = [
            ("circular-reveal", .push, true, ["mask-duration"], "0.25 s mask, 0.35 s total"),
            ("circle-mask", .push, true, [], "0.50 s"),
            ("circle-scale", .present, false, [], "0.50 s"),
            ("rectangle-offset", .present, false, [], "0.50 s"),
            ("color-diffusion", .present, true, [], "0.50 s"),
        ]
        for (name, kind, trigger, parameters, duration) in seeds {
            let entry = try XCTUnwrap(Catalog.named(name), name)
            XCTAssertEqual(entry.kind, kind, name)
            XCTAssertEqual(entry.needsTrigger, trigger, name)
            XCTAssertEqual(entry.parameterNames, parameters, name)
            XCTAssertEqual(entry.durationSummary, duration, name)
        }
        XCTAssertEqual(Catalog.named("partial-curl")?.parameterNames, ["curl-angle", "curl-radius", "curl-stop"])
        // Hero's navigation presets push; the others present.
        for preset in HeroPreset.all {
            XCTAssertEqual(Catalog.named(preset.name)?.kind, preset.isNavigation ? .push : .present, preset.name)
        }
    }

    func testUIKitsOwnStylesArePlainPushesAndPresentations() throws {
        let expected: [String: (CatalogEntry.Kind, UIModalTransitionStyle?)] = [
            "push": (.push, nil), "cross-dissolve": (.present, .crossDissolve), "cover-vertical": (.present, .coverVertical),
            "flip-horizontal": (.present, .flipHorizontal), "partial-curl": (.present, .partialCurl),
        ]
        for entry in Catalog.all {
            if let (kind, style) = expected[entry.name] {
                guard case .system(let s) = entry.animation else { return XCTFail("\(entry.name) has an animator of its own") }
                XCTAssertEqual(s, style, entry.name)
                XCTAssertEqual(entry.kind, kind, entry.name)
                XCTAssertNil(entry.makeAnimator, entry.name)
            } else if case .sheet = entry.animation {
                // A sheet is UIKit's too, but started by the calls an app makes (Catalog+Sheets.swift).
                XCTAssertTrue(entry.kind == .sheet || entry.kind == .detentChange, entry.name)
                XCTAssertNil(entry.makeAnimator, entry.name)
                XCTAssertNotNil(entry.makeSheetAction, entry.name)
            } else {
                XCTAssertNotNil(entry.makeAnimator, "\(entry.name) is not one of UIKit's own and has an animator")
            }
        }
    }
}

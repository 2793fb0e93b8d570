import XCTest
import UIKit
import Transitions
@testable import TransitionCatalog

/// The catalog's own registration documents every entry as the engine's registration does
/// (which `list`, the docs gallery and scene files still read), and UIKit's own styles are
/// started as an app starts them.
final class CatalogDocumentationTests: XCTestCase {
    func testEveryEntrysDocumentationIsTheEnginesRegistration() throws {
        // Every engine registration has its entry; an entry only UIKit can draw has none.
        XCTAssertEqual(Catalog.all.map(\.name).filter { TransitionCatalog.named($0) != nil }, TransitionCatalog.all.map(\.name))
        for entry in Catalog.all {
            guard let d = TransitionCatalog.named(entry.name) else { continue }
            XCTAssertEqual(entry.summary, d.summary, entry.name)
            XCTAssertEqual(entry.defaultDuration, d.defaultDuration, entry.name)
            XCTAssertEqual(entry.durationSummary, d.durationSummary, entry.name)
            XCTAssertEqual(entry.curve, d.curve, entry.name)
            XCTAssertEqual(entry.sources, d.sources, entry.name)
            XCTAssertEqual(entry.kind == .push, d.forward == .push, entry.name)
            XCTAssertEqual(entry.needsTrigger, d.needsTrigger, entry.name)
            XCTAssertEqual(entry.parameterNames, d.parameterNames, entry.name)
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

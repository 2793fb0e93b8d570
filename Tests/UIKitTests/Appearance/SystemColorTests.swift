import XCTest
import UIKit
import Raster

/// The dynamic system colours resolve to iOS's published light and dark values.
final class SystemColorTests: XCTestCase {
    private let light = UITraitCollection(userInterfaceStyle: .light)
    private let dark = UITraitCollection(userInterfaceStyle: .dark)

    /// The 8-bit components and alpha of `color` in `traits`.
    private func rgba(_ color: UIColor, _ traits: UITraitCollection) -> [Double] {
        var r: CGFloat = 0, g: CGFloat = 0, b: CGFloat = 0, a: CGFloat = 0
        color.resolvedColor(with: traits).getRed(&r, green: &g, blue: &b, alpha: &a)
        return [(Double(r) * 255).rounded(), (Double(g) * 255).rounded(), (Double(b) * 255).rounded(), (Double(a) * 100).rounded() / 100]
    }

    func testPinnedValuesInLightAndDark() {
        let pinned: [(UIColor, [Double], [Double])] = [
            (.systemBlue, [0, 122, 255, 1], [10, 132, 255, 1]),
            (.systemRed, [255, 59, 48, 1], [255, 69, 58, 1]),
            (.systemGreen, [52, 199, 89, 1], [48, 209, 88, 1]),
            (.systemGray3, [199, 199, 204, 1], [72, 72, 74, 1]),
            (.systemGray6, [242, 242, 247, 1], [28, 28, 30, 1]),
            (.label, [0, 0, 0, 1], [255, 255, 255, 1]),
            (.secondaryLabel, [60, 60, 67, 0.6], [235, 235, 245, 0.6]),
            (.separator, [60, 60, 67, 0.29], [84, 84, 88, 0.6]),
            (.opaqueSeparator, [198, 198, 200, 1], [56, 56, 58, 1]),
            (.systemBackground, [255, 255, 255, 1], [0, 0, 0, 1]),
            (.secondarySystemBackground, [242, 242, 247, 1], [28, 28, 30, 1]),
            (.systemGroupedBackground, [242, 242, 247, 1], [0, 0, 0, 1]),
            (.systemFill, [120, 120, 128, 0.2], [120, 120, 128, 0.36]),
            (.link, [0, 122, 255, 1], [9, 132, 255, 1]),
        ]
        for (color, l, d) in pinned {
            XCTAssertEqual(rgba(color, light), l, "\(color) light")
            XCTAssertEqual(rgba(color, dark), d, "\(color) dark")
        }
    }

    func testUnspecifiedResolvesAsLightAndElevatedDarkBackgroundsAreLighter() {
        XCTAssertEqual(rgba(.systemBackground, UITraitCollection()), [255, 255, 255, 1])
        let elevated = UITraitCollection(traitsFrom: [dark, UITraitCollection(userInterfaceLevel: .elevated)])
        XCTAssertEqual(rgba(.systemBackground, elevated), [28, 28, 30, 1])
        XCTAssertEqual(rgba(.secondarySystemBackground, elevated), [44, 44, 46, 1])
        // The standard colours have no elevated variant.
        XCTAssertEqual(rgba(.systemBlue, elevated), [10, 132, 255, 1])
    }

    func testDynamicProviderAndTheCurrentTraits() {
        let custom = UIColor { $0.userInterfaceStyle == .dark ? .red : .blue }
        XCTAssertEqual(custom.resolvedColor(with: dark), .red)
        XCTAssertEqual(custom.resolvedColor(with: light), .blue)
        // cgColor (and getRed) resolve against UITraitCollection.current: the screen's (light) here.
        XCTAssertEqual(UIColor(cgColor: custom.cgColor), .blue)
        dark.performAsCurrent {
            XCTAssertEqual(UITraitCollection.current.userInterfaceStyle, .dark)
            XCTAssertEqual(UIColor(cgColor: custom.cgColor), .red)
            XCTAssertEqual(UIColor(cgColor: custom.withAlphaComponent(0.5).cgColor), UIColor.red.withAlphaComponent(0.5))
        }
        XCTAssertEqual(UITraitCollection.current.userInterfaceStyle, .light)
        // A fixed colour resolves to itself; a dynamic one equals only itself.
        XCTAssertTrue(UIColor.red.resolvedColor(with: dark) === UIColor.red)
        XCTAssertNotEqual(UIColor { _ in .red }, UIColor { _ in .red })
    }

    func testTraitCollectionsCombineAndCompare() {
        let combined = UITraitCollection(traitsFrom: [dark, UITraitCollection(horizontalSizeClass: .regular), light])
        XCTAssertEqual(combined.userInterfaceStyle, .light, "the last collection wins")
        XCTAssertEqual(combined.horizontalSizeClass, .regular)
        XCTAssertEqual(combined.verticalSizeClass, .unspecified)
        XCTAssertTrue(combined.containsTraits(in: UITraitCollection(horizontalSizeClass: .regular)))
        XCTAssertFalse(combined.containsTraits(in: dark))
        XCTAssertTrue(dark.hasDifferentColorAppearance(comparedTo: light))
        XCTAssertFalse(dark.hasDifferentColorAppearance(comparedTo: UITraitCollection(traitsFrom: [dark, UITraitCollection(displayScale: 2)])))
        XCTAssertEqual(UITraitCollection(userInterfaceStyle: .dark), dark)
        // The screen's traits outside a recording: light, left to right, the 390 x 844 phone at 3x.
        let screen = UIScreen.main.traitCollection
        XCTAssertEqual(screen.userInterfaceStyle, .light)
        XCTAssertEqual(screen.layoutDirection, .leftToRight)
        XCTAssertEqual(screen.displayScale, 3)
        XCTAssertEqual(screen.userInterfaceIdiom, .phone)
        XCTAssertEqual(screen.horizontalSizeClass, .compact)
        XCTAssertEqual(screen.verticalSizeClass, .regular)
        XCTAssertEqual(screen.preferredContentSizeCategory, .large)
        XCTAssertTrue(UIContentSizeCategory.accessibilityMedium.isAccessibilityCategory)
        XCTAssertLessThan(UIContentSizeCategory.large, .extraLarge)
    }
}

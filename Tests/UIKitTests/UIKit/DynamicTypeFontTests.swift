import XCTest
import UIKit

/// `UIFont.preferredFont(forTextStyle:)` and `UIFontMetrics` follow Apple's Dynamic Type table
/// at the trait collection's content size category.
final class DynamicTypeFontTests: XCTestCase {
    private func traits(_ c: UIContentSizeCategory) -> UITraitCollection { UITraitCollection(preferredContentSizeCategory: c) }

    func testTheDefaultSizesAreTheLargeCategorys() {
        let expected: [(UIFont.TextStyle, CGFloat)] = [(.largeTitle, 34), (.title1, 28), (.title2, 22), (.title3, 20), (.headline, 17),
                                                       (.body, 17), (.callout, 16), (.subheadline, 15), (.footnote, 13),
                                                       (.caption1, 12), (.caption2, 11)]
        for (style, size) in expected {
            XCTAssertEqual(UIFont.preferredFont(forTextStyle: style).pointSize, size, style.rawValue)
        }
        XCTAssertEqual(UIFont.preferredFont(forTextStyle: .headline), .systemFont(ofSize: 17, weight: .semibold), "headline is semibold")
        XCTAssertEqual(UIFont.preferredFont(forTextStyle: .body), .systemFont(ofSize: 17, weight: .regular))
        XCTAssertEqual(UIFont.preferredFont(forTextStyle: .body, compatibleWith: traits(.unspecified)).pointSize, 17)
    }

    func testTheCategoryScalesEachStyleByItsOwnRow() {
        XCTAssertEqual(UIFont.preferredFont(forTextStyle: .body, compatibleWith: traits(.extraSmall)).pointSize, 14)
        XCTAssertEqual(UIFont.preferredFont(forTextStyle: .body, compatibleWith: traits(.extraLarge)).pointSize, 19)
        XCTAssertEqual(UIFont.preferredFont(forTextStyle: .body, compatibleWith: traits(.accessibilityExtraExtraExtraLarge)).pointSize, 53)
        // Footnote and the captions stop shrinking below Large; the titles grow less than body in accessibility sizes.
        XCTAssertEqual(UIFont.preferredFont(forTextStyle: .footnote, compatibleWith: traits(.extraSmall)).pointSize, 12)
        XCTAssertEqual(UIFont.preferredFont(forTextStyle: .caption2, compatibleWith: traits(.medium)).pointSize, 11)
        XCTAssertEqual(UIFont.preferredFont(forTextStyle: .largeTitle, compatibleWith: traits(.accessibilityMedium)).pointSize, 44)
    }

    func testFontMetricsScaleAsTheirStyleDoes() {
        let metrics = UIFontMetrics(forTextStyle: .body)
        let custom = UIFont.systemFont(ofSize: 34)
        XCTAssertEqual(metrics.scaledFont(for: custom, compatibleWith: traits(.large)).pointSize, 34)
        // Body goes from 17 to 19 at extra large: 34 x 19 / 17.
        XCTAssertEqual(metrics.scaledFont(for: custom, compatibleWith: traits(.extraLarge)).pointSize, 34 * 19 / 17, accuracy: 1e-9)
        XCTAssertEqual(metrics.scaledValue(for: 10, compatibleWith: traits(.accessibilityMedium)), 10 * 28 / 17, accuracy: 1e-9)
        XCTAssertEqual(UIFontMetrics.default.scaledValue(for: 10), 10, "the current category is Large")
        XCTAssertEqual(metrics.scaledFont(for: custom, maximumPointSize: 20).pointSize, 20)
    }

    func testASymbolTakesItsTextStylesSize() {
        XCTAssertEqual(UIImage.SymbolConfiguration(textStyle: .largeTitle).pointSize, 34)
        XCTAssertEqual(UIImage.SymbolConfiguration(textStyle: .caption1, scale: .small).scale, .small)
    }
}

extension DynamicTypeFontTests {
    func testALabelKeepsItsContentSizeAdjustingFlag() {
        let label = UILabel(), text = UITextView()
        XCTAssertFalse(label.adjustsFontForContentSizeCategory)
        label.adjustsFontForContentSizeCategory = true
        text.adjustsFontForContentSizeCategory = true
        XCTAssertTrue(label.adjustsFontForContentSizeCategory && text.adjustsFontForContentSizeCategory)
    }
}

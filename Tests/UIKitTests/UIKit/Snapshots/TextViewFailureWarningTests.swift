import XCTest
import UIKit
import Raster
import Transitions

/// Text a text view cannot draw is a recording warning naming the text and the error, never a
/// silently empty view; empty text and drawable text stay silent.
final class TextViewFailureWarningTests: XCTestCase {
    private func textView(_ text: NSAttributedString) -> UITextView {
        let view = UITextView(frame: CGRect(x: 0, y: 0, width: 200, height: 40))
        view.attributedText = text
        CALayer.displayPendingLayers()
        return view
    }

    func testATextViewOverTheCharacterLimitWarnsAndShowsNothing() {
        let tooLong = String(repeating: "a", count: TextLayout.maximumScalarCount + 1)
        let timeline = Timeline()
        let view = timeline.run { textView(NSAttributedString(string: tooLong, attributes: [.font: UIFont.systemFont(ofSize: 17)])) }
        XCTAssertNil(view.layer.base.contents)
        XCTAssertEqual(timeline.warnings.count, 1, "\(timeline.warnings)")
        let warning = timeline.warnings.first ?? ""
        XCTAssertTrue(warning.contains("text view text \"aaaa"), warning)
        XCTAssertTrue(warning.contains("100001"), "the error's count is named: \(warning)")
    }

    func testDrawableAndEmptyTextDrawWithoutAWarning() {
        let timeline = Timeline()
        let (drawn, empty) = timeline.run {
            (textView(NSAttributedString(string: "Hi", attributes: [.font: UIFont.systemFont(ofSize: 17)])), textView(NSAttributedString(string: "")))
        }
        XCTAssertNotNil(drawn.layer.base.contents)
        _ = empty
        XCTAssertEqual(timeline.warnings, [])
    }
}

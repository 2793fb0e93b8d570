import XCTest
import UIKit
import Raster

/// A label cut at the tail shows "…" right after the last character it keeps: when the cut
/// falls at a word's end, the space before it is not drawn before the ellipsis.
final class LabelTailTruncationTests: XCTestCase {
    private let font = UIFont.systemFont(ofSize: 20)

    private func label(_ text: String, width: CGFloat) -> UILabel {
        let l = UILabel(frame: CGRect(x: 0, y: 0, width: width, height: 30))
        l.font = font
        l.textColor = .white
        l.text = text
        return l
    }

    private func width(_ s: String) -> CGFloat { (s as NSString).size(withAttributes: [.font: font]).width }

    func testACutAtAWordsEndDrawsTheEllipsisAgainstTheWordNotAfterTheSpace() throws {
        // Room for "Hello …" but not for "Hello w…": the cut falls just after the space.
        let room = (width("Hello \u{2026}") + width("Hello w\u{2026}")) / 2
        XCTAssertGreaterThan(width("Hello w\u{2026}"), room)
        let cut = try renderAlone(label("Hello world", width: room), width: 120, height: 30)
        let reference = try renderAlone(label("Hello\u{2026}", width: room), width: 120, height: 30)
        let cutInk = try XCTUnwrap(inkBox(cut)), referenceInk = try XCTUnwrap(inkBox(reference))
        // The ellipsis ends where "Hello…" ends, a space's width short of "Hello …".
        XCTAssertEqual(cutInk.maxX, referenceInk.maxX)
        XCTAssertLessThan(CGFloat(cutInk.maxX), width("Hello \u{2026}") - width(" ") / 2)
        XCTAssertEqual(Array(cut.pixels), Array(reference.pixels))
    }

    func testACutInsideAWordKeepsTheLettersThatFit() throws {
        let room = (width("Hello w\u{2026}") + width("Hello wo\u{2026}")) / 2
        let cut = try renderAlone(label("Hello world", width: room), width: 120, height: 30)
        let reference = try renderAlone(label("Hello w\u{2026}", width: room), width: 120, height: 30)
        XCTAssertEqual(Array(cut.pixels), Array(reference.pixels))
    }
}

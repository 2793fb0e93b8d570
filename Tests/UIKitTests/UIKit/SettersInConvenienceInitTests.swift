import XCTest
import UIKit
import Raster

// Convenience initialisers in extensions, as published libraries write them: Swift skips a
// stored property's `didSet` for assignments inside the class's own initialisers, and such an
// init counts, so a property forwarded in `didSet` was silently lost (the zooming image was
// missing from the frames). Each property is a real setter now; one regression test per property.
private extension UIImageView {
    convenience init(testImage: UIImage, mode: UIView.ContentMode) {
        self.init(frame: CGRect(x: 0, y: 0, width: 20, height: 10))
        image = testImage
        contentMode = mode
    }
}

private extension UILabel {
    convenience init(testText: String, font: UIFont? = nil, color: UIColor? = nil, alignment: NSTextAlignment? = nil,
                     lines: Int? = nil, width: CGFloat = 120, height: CGFloat = 40, breakMode: NSLineBreakMode? = nil) {
        self.init(frame: CGRect(x: 0, y: 0, width: width, height: height))
        text = testText
        if let breakMode { lineBreakMode = breakMode }
        if let font { self.font = font }
        if let color { textColor = color }
        if let alignment { textAlignment = alignment }
        if let lines { numberOfLines = lines }
    }
    convenience init(testAttributed: NSAttributedString) {
        self.init(frame: CGRect(x: 0, y: 0, width: 120, height: 40))
        attributedText = testAttributed
    }
}

private extension UITextView {
    convenience init(testText: String, font: UIFont? = nil, color: UIColor? = nil, alignment: NSTextAlignment? = nil) {
        self.init(frame: CGRect(x: 0, y: 0, width: 120, height: 60))
        backgroundColor = .black
        text = testText
        if let font { self.font = font }
        if let color { textColor = color }
        if let alignment { textAlignment = alignment }
    }
}

private extension UIView {
    convenience init(testMask: UIView) {
        self.init(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        backgroundColor = .white
        mask = testMask
    }
}

private extension UIWindow {
    convenience init(testRoot: UIViewController) {
        self.init(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        rootViewController = testRoot
    }
}

private extension UIViewController {
    convenience init(testContentSize: CGSize) {
        self.init(nibName: nil, bundle: nil)
        preferredContentSize = testContentSize
    }
}

final class SettersInConvenienceInitTests: XCTestCase {
    private let red = PremultipliedColor(r: 255, g: 0, b: 0, a: 255)

    func testImageSetInAConvenienceInitIsDrawn() throws {
        let v = UIImageView(testImage: solidImage(red, width: 2, height: 2), mode: .scaleToFill)
        XCTAssertNotNil(v.image)
        let p = try renderAlone(v, width: 20, height: 10)
        XCTAssertEqual(p[1, 1], red)
        XCTAssertEqual(p[18, 8], red, "scaleToFill stretches the 2 x 2 image over 20 x 10")
    }

    func testContentModeSetInAConvenienceInitPlacesTheImage() throws {
        let v = UIImageView(testImage: solidImage(red, width: 4, height: 4), mode: .center)
        XCTAssertEqual(v.contentMode, .center)
        let p = try renderAlone(v, width: 20, height: 10)
        XCTAssertEqual(p[10, 5], red, "centred 4 x 4 image covers the middle")
        XCTAssertEqual(p[1, 1], PremultipliedColor(r: 0, g: 0, b: 0, a: 255), "and nothing else")
    }

    func testLabelTextSetInAConvenienceInitIsDrawn() throws {
        let l = UILabel(testText: "Hello", color: .white)
        XCTAssertEqual(l.text, "Hello")
        XCTAssertNotNil(inkBox(try renderAlone(l, width: 120, height: 40)))
    }

    func testLabelTextColorSetInAConvenienceInitIsDrawn() throws {
        let l = UILabel(testText: "Hello", color: .red)
        let box = try XCTUnwrap(inkBox(try renderAlone(l, width: 120, height: 40)) { $0.r > 100 && $0.g < 40 })
        XCTAssertGreaterThan(box.maxX - box.minX, 10)
    }

    func testLabelFontSetInAConvenienceInitIsDrawn() throws {
        let small = try XCTUnwrap(inkBox(try renderAlone(UILabel(testText: "H", color: .white), width: 120, height: 40)))
        let big = try XCTUnwrap(inkBox(try renderAlone(UILabel(testText: "H", font: .systemFont(ofSize: 34), color: .white), width: 120, height: 40)))
        // A capital H is about 0.7 em tall: ~12 px at 17 pt, ~24 px at 34 pt.
        XCTAssertGreaterThan(big.maxY - big.minY, (small.maxY - small.minY) * 3 / 2)
    }

    func testLabelAlignmentSetInAConvenienceInitIsDrawn() throws {
        let box = try XCTUnwrap(inkBox(try renderAlone(UILabel(testText: "Hi", color: .white, alignment: .right), width: 120, height: 40)))
        XCTAssertGreaterThan(box.minX, 90, "right-aligned text ends at the right edge")
        XCTAssertEqual(UILabel(testText: "Hi", alignment: .justified).textAlignment, .justified)
    }

    func testLabelAttributedTextSetInAConvenienceInitIsDrawn() throws {
        let s = NSAttributedString(string: "Hello", attributes: [.foregroundColor: UIColor.green])
        let box = inkBox(try renderAlone(UILabel(testAttributed: s), width: 120, height: 40)) { $0.g > 100 && $0.r < 40 }
        XCTAssertNotNil(box)
    }

    func testLabelNumberOfLinesSetInAConvenienceInitCutsTheText() throws {
        let text = "one two three four five six seven eight nine ten"
        let all = try XCTUnwrap(inkBox(try renderAlone(UILabel(testText: text, color: .white, lines: 0, width: 60, height: 120), width: 60, height: 120)))
        let two = try XCTUnwrap(inkBox(try renderAlone(UILabel(testText: text, color: .white, lines: 2, width: 60, height: 120), width: 60, height: 120)))
        let line = UIFont.systemFont(ofSize: 17).lineHeight
        XCTAssertGreaterThan(CGFloat(all.maxY - all.minY), 3 * line, "unlimited: the text wraps to four or more lines")
        XCTAssertLessThan(CGFloat(two.maxY - two.minY), 2 * line, "two lines at most")
        XCTAssertGreaterThan(CGFloat(two.maxY - two.minY), line, "and more than one")
    }

    func testLabelLineBreakModeSetInAConvenienceInitPicksHowTheLastLineEnds() throws {
        let text = "aaaa bbbb cccc dddd"
        let words = try XCTUnwrap(inkBox(try renderAlone(UILabel(testText: text, color: .white, lines: 1, width: 70, breakMode: .byWordWrapping), width: 70, height: 40)))
        let tail = try XCTUnwrap(inkBox(try renderAlone(UILabel(testText: text, color: .white, lines: 1, width: 70, breakMode: .byTruncatingTail), width: 70, height: 40)))
        // Whole words end short of the width; the tail cut fills it up to its ellipsis.
        XCTAssertGreaterThan(tail.maxX, words.maxX)
    }

    func testTextViewFontSetInAConvenienceInitIsDrawn() throws {
        let plain = try XCTUnwrap(inkBox(try renderAlone(UITextView(testText: "H", color: .white), width: 120, height: 60)))
        let big = try XCTUnwrap(inkBox(try renderAlone(UITextView(testText: "H", font: .systemFont(ofSize: 30), color: .white), width: 120, height: 60)))
        XCTAssertGreaterThan(big.maxY - big.minY, (plain.maxY - plain.minY) * 3 / 2, "the 30-pt font")
    }

    func testTextViewTextColorSetInAConvenienceInitIsDrawn() throws {
        XCTAssertNotNil(inkBox(try renderAlone(UITextView(testText: "H", color: .red), width: 120, height: 60)) { $0.r > 100 && $0.g < 40 })
    }

    func testTextViewAlignmentSetInAConvenienceInitIsDrawn() throws {
        let box = try XCTUnwrap(inkBox(try renderAlone(UITextView(testText: "H", color: .white, alignment: .right), width: 120, height: 60)))
        XCTAssertGreaterThan(box.minX, 80, "right alignment")
    }

    func testMaskSetInAConvenienceInitClipsTheView() throws {
        let mask = UIView(frame: CGRect(x: 0, y: 0, width: 5, height: 10))
        mask.backgroundColor = .white
        let v = UIView(testMask: mask)
        XCTAssertTrue(v.mask === mask)
        let p = try renderAlone(v, width: 10, height: 10)
        XCTAssertEqual(p[2, 5].r, 255, "inside the mask")
        XCTAssertEqual(p[7, 5].r, 0, "outside the mask")
    }

    func testRootViewControllerSetInAConvenienceInitIsInTheWindow() {
        let root = UIViewController()
        let w = UIWindow(testRoot: root)
        XCTAssertTrue(w.rootViewController === root)
        XCTAssertTrue(root.view.superview === w)
        XCTAssertEqual(root.view.frame, w.bounds)
    }

    func testPreferredContentSizeSetInAConvenienceInitIsKept() {
        XCTAssertEqual(UIViewController(testContentSize: CGSize(width: 3, height: 4)).preferredContentSize, CGSize(width: 3, height: 4))
    }
}

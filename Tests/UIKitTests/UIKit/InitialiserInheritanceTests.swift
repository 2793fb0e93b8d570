import XCTest
import UIKit
import Raster

/// Subclasses that override UIKit's two designated initialisers, `init(frame:)` and
/// `init?(coder:)`, inherit `init()`, which runs their `init(frame: .zero)` (the defect: a
/// package-level designated initialiser blocked the inheritance, "missing argument for parameter 'frame'").
final class InitialiserInheritanceTests: XCTestCase {
    private final class MyView: UIView {
        var madeByFrameInit = false
        override init(frame: CGRect) { super.init(frame: frame); madeByFrameInit = true }
        required init?(coder: NSCoder) { super.init(coder: coder) }
    }
    private final class MyLabel: UILabel {
        var madeByFrameInit = false
        override init(frame: CGRect) { super.init(frame: frame); madeByFrameInit = true }
        required init?(coder: NSCoder) { super.init(coder: coder) }
    }
    private final class MyButton: UIButton {
        var madeByFrameInit = false
        override init(frame: CGRect) { super.init(frame: frame); madeByFrameInit = true }
        required init?(coder: NSCoder) { super.init(coder: coder) }
    }
    private final class MyTextView: UITextView {
        var madeByFrameInit = false
        override init(frame: CGRect) { super.init(frame: frame); madeByFrameInit = true }
        required init?(coder: NSCoder) { super.init(coder: coder) }
    }
    private final class MyControl: UIControl {
        var madeByFrameInit = false
        override init(frame: CGRect) { super.init(frame: frame); madeByFrameInit = true }
        required init?(coder: NSCoder) { super.init(coder: coder) }
    }
    /// UIImageView's `init(image:)` is designated, as UIKit's (subclasses override it and call
    /// `super.init(image:)`), so a subclass inherits `init()` once it overrides that one too.
    private final class MyImageView: UIImageView {
        var madeByFrameInit = false
        override init(frame: CGRect) { super.init(frame: frame); madeByFrameInit = true }
        override init(image: UIImage?) { super.init(image: image) }
        required init?(coder: NSCoder) { super.init(coder: coder) }
    }
    private final class Empty: UIView {}

    func testInitRunsTheSubclassFrameInitialiser() {
        XCTAssertTrue(MyView().madeByFrameInit)
        XCTAssertTrue(MyLabel().madeByFrameInit)
        XCTAssertTrue(MyButton().madeByFrameInit)
        XCTAssertTrue(MyTextView().madeByFrameInit)
        XCTAssertTrue(MyControl().madeByFrameInit)
        XCTAssertTrue(MyImageView().madeByFrameInit)
        XCTAssertEqual(Empty().frame, .zero)
    }

    func testSubclassesKeepTheirKindOfContent() throws {
        let label = MyLabel()
        label.frame = CGRect(x: 0, y: 0, width: 80, height: 30)
        label.textColor = .white
        label.text = "Hi"
        XCTAssertNotNil(inkBox(try renderAlone(label, width: 80, height: 30)), "a label subclass draws its text")

        let image = MyImageView(image: solidImage(PremultipliedColor(r: 255, g: 0, b: 0, a: 255), width: 4, height: 4))
        XCTAssertEqual(image.frame.size, CGSize(width: 4, height: 4))
        XCTAssertEqual(try renderAlone(image, width: 4, height: 4)[2, 2], PremultipliedColor(r: 255, g: 0, b: 0, a: 255))
    }

    func testAFrameInitialiserSeesItsFrame() {
        let v = MyView(frame: CGRect(x: 1, y: 2, width: 3, height: 4))
        XCTAssertEqual(v.frame, CGRect(x: 1, y: 2, width: 3, height: 4))
        let l = MyLabel(frame: CGRect(x: 5, y: 6, width: 7, height: 8))
        XCTAssertEqual(l.frame, CGRect(x: 5, y: 6, width: 7, height: 8))
    }
}

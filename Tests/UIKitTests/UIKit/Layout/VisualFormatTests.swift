import XCTest
import UIKit

/// The visual format language against the equivalent anchors, and its parse errors.
final class VisualFormatTests: XCTestCase {
    private func scene() -> (UIView, UIView, UIView) {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 200))
        let a = UIView(), b = UIView()
        for v in [a, b] { v.translatesAutoresizingMaskIntoConstraints = false; root.addSubview(v) }
        return (root, a, b)
    }

    func testAFormatLaysOutAsItsAnchorsDo() {
        let (root, a, b) = scene()
        let views = ["a": a, "b": b]
        NSLayoutConstraint.activate(
            NSLayoutConstraint.constraints(withVisualFormat: "H:|-10-[a(100)]-gap-[b(>=50@750)]-|", options: [.alignAllTop],
                                           metrics: ["gap": 12], views: views)
            + NSLayoutConstraint.constraints(withVisualFormat: "V:|-[a(==40)]", options: [], metrics: nil, views: views)
            + NSLayoutConstraint.constraints(withVisualFormat: "V:[b(==a)]", options: [], metrics: nil, views: views))
        root.layoutIfNeeded()

        let (root2, a2, b2) = scene()
        let lowWidth = b2.widthAnchor.constraint(greaterThanOrEqualToConstant: 50)
        lowWidth.priority = .defaultHigh
        NSLayoutConstraint.activate([
            a2.leadingAnchor.constraint(equalTo: root2.leadingAnchor, constant: 10), a2.widthAnchor.constraint(equalToConstant: 100),
            b2.leadingAnchor.constraint(equalTo: a2.trailingAnchor, constant: 12), lowWidth,
            root2.trailingAnchor.constraint(equalTo: b2.trailingAnchor, constant: 20), b2.topAnchor.constraint(equalTo: a2.topAnchor),
            a2.topAnchor.constraint(equalTo: root2.topAnchor, constant: 20), a2.heightAnchor.constraint(equalToConstant: 40),
            b2.heightAnchor.constraint(equalTo: a2.heightAnchor),
        ])
        root2.layoutIfNeeded()
        XCTAssertEqual(a.frame, a2.frame)
        XCTAssertEqual(b.frame, b2.frame)
        XCTAssertEqual(a.frame, CGRect(x: 10, y: 20, width: 100, height: 40))
        XCTAssertEqual(b.frame, CGRect(x: 122, y: 20, width: 320 - 20 - 122, height: 40))
    }

    func testStandardAndFlushSpacingAndPredicateLists() {
        let (root, a, b) = scene()
        let cs = NSLayoutConstraint.constraints(withVisualFormat: "H:|[a(>=30,<=60)]-[b]|", options: [], metrics: nil, views: ["a": a, "b": b])
        XCTAssertEqual(cs.count, 5)
        XCTAssertEqual(cs.map(\.relation), [.greaterThanOrEqual, .lessThanOrEqual, .equal, .equal, .equal])
        XCTAssertEqual(cs[3].constant, 8, "`-` between views is the standard 8")
        NSLayoutConstraint.activate(cs)
        NSLayoutConstraint.activate(NSLayoutConstraint.constraints(withVisualFormat: "V:|[a(10)][b(10)]", options: [], metrics: nil, views: ["a": a, "b": b]))
        root.layoutIfNeeded()
        XCTAssertEqual(b.frame.minY, 10)
        XCTAssertEqual(b.frame.maxX, 320)
    }

    func testAFormatItCannotParseIsAClearError() {
        // The root is held: `|` needs a's superview, which goes (as in UIKit) once nothing holds it.
        let (root, a, _) = scene()
        defer { withExtendedLifetime(root) {} }
        for (format, reason) in [("H:|-[a]-[missing]", "missing is not a key in the views dictionary"),
                                 ("H:|-[a(50]", "Expected ')' or ','"),
                                 ("X:[a]", "Expected 'H:' or 'V:' for the orientation"),
                                 ("H:[a]-(>=x)-|", "x is not a key in the metrics dictionary")] {
            let log = RecordingLog()
            let cs = RecordingLog.$current.withValue(log) {
                NSLayoutConstraint.constraints(withVisualFormat: format, options: [], metrics: nil, views: ["a": a])
            }
            XCTAssertTrue(cs.isEmpty, format)
            let message = log.errors.first ?? ""
            XCTAssertTrue(message.hasPrefix("Unable to parse constraint format: \n\(reason)\n\(format)\n"), message)
        }
        // The caret points at the failing place.
        let log = RecordingLog()
        _ = RecordingLog.$current.withValue(log) {
            NSLayoutConstraint.constraints(withVisualFormat: "H:|-[a]-[missing]", options: [], metrics: nil, views: ["a": a])
        }
        XCTAssertTrue(log.errors.first?.hasSuffix("\n         ^") == true, log.errors.first ?? "")
    }
}

import XCTest
import UIKit

/// An ambiguous layout (two views, equal hugging, room to spare) solves the same way in every
/// process: the solver breaks ties by symbol order, not by Swift's per-process hash seed.
final class LayoutDeterminismTests: XCTestCase {
    func testAnAmbiguousFillGivesTheSameLayoutEveryRun() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 50))
        let views = (0..<4).map { _ in UIView() }
        let s = UIStackView(arrangedSubviews: views)
        s.spacing = 10
        s.frame = root.bounds
        root.addSubview(s)
        for (i, v) in views.enumerated() {
            let w = v.widthAnchor.constraint(equalToConstant: 20 + CGFloat(i) * 5)
            w.priority = .defaultLow
            w.isActive = true
        }
        root.layoutIfNeeded()
        // 300 − 3 × 10 − (20 + 25 + 30) = 195 goes to one view; which one is the solver's tie-break.
        XCTAssertEqual(views.map(\.frame.width), [20, 25, 30, 195])
    }
}

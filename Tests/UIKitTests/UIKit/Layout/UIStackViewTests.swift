import XCTest
import UIKit

/// Stack views against hand arithmetic: each distribution, alignment, margins, hidden views.
final class UIStackViewTests: XCTestCase {
    /// A view with a chosen intrinsic size.
    private final class Box: UIView {
        var size = CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric)
        override var intrinsicContentSize: CGSize { size }
    }
    private func box(_ w: CGFloat, _ h: CGFloat) -> Box {
        let b = Box(frame: .zero)
        b.size = CGSize(width: w, height: h)
        return b
    }

    /// A stack pinned to a root `width` × `height`.
    private func stack(_ views: [UIView], width: CGFloat = 300, height: CGFloat = 100,
                       configure: (UIStackView) -> Void) -> (UIView, UIStackView) {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: width, height: height))
        let s = UIStackView(arrangedSubviews: views)
        configure(s)
        s.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(s)
        NSLayoutConstraint.activate([s.leadingAnchor.constraint(equalTo: root.leadingAnchor), s.trailingAnchor.constraint(equalTo: root.trailingAnchor),
                                     s.topAnchor.constraint(equalTo: root.topAnchor), s.bottomAnchor.constraint(equalTo: root.bottomAnchor)])
        root.layoutIfNeeded()
        return (root, s)
    }

    func testFillEquallySharesTheLengthLessTheSpacing() {
        let views = [UIView(), UIView(), UIView()]
        _ = stack(views) { $0.distribution = .fillEqually; $0.spacing = 15 }
        // (300 − 2 × 15) / 3 = 90.
        XCTAssertEqual(views.map(\.frame), [CGRect(x: 0, y: 0, width: 90, height: 100), CGRect(x: 105, y: 0, width: 90, height: 100),
                                           CGRect(x: 210, y: 0, width: 90, height: 100)])
        XCTAssertTrue(views.allSatisfy { !$0.translatesAutoresizingMaskIntoConstraints }, "arranging turns translation off")
    }

    func testFillStretchesTheViewThatHugsLeast() {
        let a = box(100, 20), b = box(40, 20)
        b.setContentHuggingPriority(.defaultLow - 1, for: .horizontal)
        _ = stack([a, b]) { $0.spacing = 10 }
        XCTAssertEqual(a.frame.width, 100)
        XCTAssertEqual(b.frame, CGRect(x: 110, y: 0, width: 190, height: 100))
    }

    func testFillProportionallyFollowsTheIntrinsicLengths() {
        let a = box(100, 10), b = box(50, 10)
        _ = stack([a, b], width: 310) { $0.distribution = .fillProportionally; $0.spacing = 10 }
        // 300 points to share 100 : 50.
        XCTAssertEqual(a.frame.width, 200)
        XCTAssertEqual(b.frame, CGRect(x: 210, y: 0, width: 100, height: 100))
    }

    func testEqualSpacingKeepsSizesAndEvensTheGaps() {
        let views = [box(50, 10), box(50, 10), box(50, 10)]
        _ = stack(views) { $0.distribution = .equalSpacing; $0.alignment = .top }
        // (300 − 150) / 2 = 75 between them.
        XCTAssertEqual(views.map(\.frame.minX), [0, 125, 250])
        XCTAssertEqual(views.map(\.frame.width), [50, 50, 50])
        XCTAssertEqual(views.map(\.frame.height), [10, 10, 10], "top alignment keeps the intrinsic height")
    }

    func testEqualCenteringEvensTheDistancesBetweenCentres() {
        let views = [box(40, 10), box(60, 10), box(100, 10)]
        _ = stack(views, width: 400) { $0.distribution = .equalCentering; $0.alignment = .center }
        // Centres at 20 and 350; the middle one's centre half way, at 185.
        XCTAssertEqual(views.map(\.frame.midX), [20, 185, 350])
        XCTAssertEqual(views[1].frame.minY, 45, "centred across: (100 − 10) / 2")
    }

    func testAlignmentsAcross() {
        let a = box(10, 20), b = box(10, 40)
        _ = stack([a, b]) { $0.alignment = .bottom; $0.distribution = .fillEqually }
        XCTAssertEqual(a.frame.maxY, 100)
        XCTAssertEqual(a.frame.height, 20)
        let c = box(10, 20)
        _ = stack([c]) { $0.alignment = .fill }
        XCTAssertEqual(c.frame.height, 100)
    }

    func testVerticalAxisWithLayoutMargins() {
        let a = box(30, 20), b = UIView()
        _ = stack([a, b]) {
            $0.axis = .vertical
            $0.spacing = 5
            $0.alignment = .leading
            $0.layoutMargins = UIEdgeInsets(top: 10, left: 20, bottom: 10, right: 20)
            $0.isLayoutMarginsRelativeArrangement = true
        }
        XCTAssertEqual(a.frame, CGRect(x: 20, y: 10, width: 30, height: 20))
        XCTAssertEqual(b.frame.minY, 35)
        XCTAssertEqual(b.frame.maxY, 90)
    }

    func testHiddenViewsCollapseAndComeBack() {
        let views = [UIView(), UIView(), UIView()]
        let (root, s) = stack(views) { $0.distribution = .fillEqually; $0.spacing = 10 }
        views[1].isHidden = true
        root.layoutIfNeeded()
        // Two views share 300 − 10: 145 each; the hidden one takes no room and no spacing.
        XCTAssertEqual(views[0].frame.width, 145)
        XCTAssertEqual(views[2].frame, CGRect(x: 155, y: 0, width: 145, height: 100))
        XCTAssertEqual(views[1].frame.width, 0)
        views[1].isHidden = false
        root.layoutIfNeeded()
        XCTAssertEqual(views[2].frame.minX, 2 * (280.0 / 3) + 20, accuracy: 0.34)
        // Removing from the arrangement keeps the view as a subview; inserting puts it first.
        s.removeArrangedSubview(views[2])
        s.insertArrangedSubview(views[2], at: 0)
        root.layoutIfNeeded()
        XCTAssertTrue(s.arrangedSubviews.first === views[2])
        XCTAssertEqual(views[2].frame.minX, 0, accuracy: 1e-9)
        XCTAssertEqual(s.subviews.count, 3)
    }

    func testTheStackHugsItsContentWhenNotSized() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        let a = box(40, 20), b = box(60, 30)
        let s = UIStackView(arrangedSubviews: [a, b])
        s.spacing = 8
        s.alignment = .center
        s.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(s)
        NSLayoutConstraint.activate([s.centerXAnchor.constraint(equalTo: root.centerXAnchor), s.topAnchor.constraint(equalTo: root.topAnchor)])
        root.layoutIfNeeded()
        XCTAssertEqual(s.frame, CGRect(x: 96, y: 0, width: 108, height: 30))
        XCTAssertEqual(a.frame, CGRect(x: 0, y: 5, width: 40, height: 20))
    }
}

/// Baseline alignment: labels of different sizes share their first baseline.
final class UIStackViewBaselineTests: XCTestCase {
    func testFirstBaselineAlignmentLinesUpTheText() {
        let small = UILabel(), big = UILabel()
        small.text = "small"
        small.font = .systemFont(ofSize: 12)
        big.text = "Big"
        big.font = .systemFont(ofSize: 30)
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 100))
        let s = UIStackView(arrangedSubviews: [small, big])
        s.alignment = .firstBaseline
        s.spacing = 4
        s.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(s)
        NSLayoutConstraint.activate([s.leadingAnchor.constraint(equalTo: root.leadingAnchor), s.topAnchor.constraint(equalTo: root.topAnchor)])
        root.layoutIfNeeded()
        let a = small.textMetrics()!.firstBaseline, b = big.textMetrics()!.firstBaseline
        XCTAssertGreaterThan(b - a, 10, "the fonts' ascenders differ")
        XCTAssertEqual(small.frame.minY + a, big.frame.minY + b, accuracy: 0.34, "one baseline, to the pixel")
        XCTAssertEqual(big.frame.minY, 0, "the taller label sets the top")
        XCTAssertEqual(s.frame.height, big.frame.height, "the stack hugs the tallest")
    }
}

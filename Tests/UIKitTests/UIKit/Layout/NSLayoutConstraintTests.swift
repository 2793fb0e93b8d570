import XCTest
import UIKit
import Raster

/// Constraints against hand-solved layouts: edges, centring, multipliers, priorities,
/// unsatisfiable sets, autoresizing translation, guides, margins, intrinsic sizes, fitting.
final class NSLayoutConstraintTests: XCTestCase {
    private func container(_ w: CGFloat = 300, _ h: CGFloat = 200) -> UIView { UIView(frame: CGRect(x: 0, y: 0, width: w, height: h)) }
    private func child(of parent: UIView) -> UIView {
        let v = UIView()
        v.translatesAutoresizingMaskIntoConstraints = false
        parent.addSubview(v)
        return v
    }

    func testPinnedToTheEdgesWithConstants() {
        let root = container(), v = child(of: root)
        NSLayoutConstraint.activate([
            v.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
            v.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -20),
            v.topAnchor.constraint(equalTo: root.topAnchor, constant: 30),
            v.bottomAnchor.constraint(equalTo: root.bottomAnchor, constant: -40),
        ])
        root.layoutIfNeeded()
        XCTAssertEqual(v.frame, CGRect(x: 10, y: 30, width: 270, height: 130))
        XCTAssertEqual(root.constraints.count, 4, "installed on the nearest common ancestor")
    }

    func testCentredWithAFixedSizeAndTheItemInitialiser() {
        let root = container(), v = child(of: root)
        root.addConstraints([
            NSLayoutConstraint(item: v, attribute: .centerX, relatedBy: .equal, toItem: root, attribute: .centerX, multiplier: 1, constant: 0),
            NSLayoutConstraint(item: v, attribute: .centerY, relatedBy: .equal, toItem: root, attribute: .centerY, multiplier: 1, constant: 0),
        ])
        v.addConstraints([
            NSLayoutConstraint(item: v, attribute: .width, relatedBy: .equal, toItem: nil, attribute: .notAnAttribute, multiplier: 1, constant: 100),
            NSLayoutConstraint(item: v, attribute: .height, relatedBy: .equal, toItem: nil, attribute: .notAnAttribute, multiplier: 1, constant: 50),
        ])
        root.layoutIfNeeded()
        XCTAssertEqual(v.frame, CGRect(x: 100, y: 75, width: 100, height: 50))
        XCTAssertTrue(v.constraints.allSatisfy { $0.isActive && $0.firstItem === v })
    }

    func testAspectRatioByMultiplier() {
        let root = container(), v = child(of: root)
        NSLayoutConstraint.activate([
            v.leftAnchor.constraint(equalTo: root.leftAnchor),
            v.topAnchor.constraint(equalTo: root.topAnchor),
            v.widthAnchor.constraint(equalTo: root.widthAnchor, multiplier: 0.5),
            v.heightAnchor.constraint(equalTo: v.widthAnchor, multiplier: 0.5, constant: 4),
        ])
        root.layoutIfNeeded()
        XCTAssertEqual(v.frame, CGRect(x: 0, y: 0, width: 150, height: 79))
    }

    func testInequalitiesWithPriorities() {
        let root = container(), a = child(of: root), b = child(of: root)
        let wants100 = a.widthAnchor.constraint(equalToConstant: 100)
        wants100.priority = .defaultHigh
        let b999 = b.widthAnchor.constraint(equalToConstant: 100)
        b999.priority = UILayoutPriority(999)
        NSLayoutConstraint.activate([
            a.widthAnchor.constraint(greaterThanOrEqualToConstant: 200), wants100,
            b.widthAnchor.constraint(lessThanOrEqualToConstant: 80), b999,
            a.heightAnchor.constraint(equalToConstant: 10), b.heightAnchor.constraint(equalToConstant: 10),
            a.leadingAnchor.constraint(equalTo: root.leadingAnchor), a.topAnchor.constraint(equalTo: root.topAnchor),
            b.leadingAnchor.constraint(greaterThanOrEqualTo: a.trailingAnchor, constant: 5), b.topAnchor.constraint(equalTo: a.bottomAnchor),
        ])
        root.layoutIfNeeded()
        XCTAssertEqual(a.frame.width, 200)
        XCTAssertEqual(b.frame.width, 80)
        XCTAssertGreaterThanOrEqual(b.frame.minX, 205)
        XCTAssertEqual(b.frame.minY, 10)
    }

    func testConflictingOptionalConstraintsResolveByPriority() {
        let root = container(), v = child(of: root)
        let low = v.widthAnchor.constraint(equalToConstant: 100), high = v.widthAnchor.constraint(equalToConstant: 150)
        low.priority = .defaultLow
        high.priority = .defaultHigh
        NSLayoutConstraint.activate([low, high, v.heightAnchor.constraint(equalToConstant: 1),
                                     v.leadingAnchor.constraint(equalTo: root.leadingAnchor), v.topAnchor.constraint(equalTo: root.topAnchor)])
        root.layoutIfNeeded()
        XCTAssertEqual(v.frame.width, 150)
        // Changing a priority between optional levels re-solves.
        high.priority = UILayoutPriority(200)
        root.layoutIfNeeded()
        XCTAssertEqual(v.frame.width, 100)
        high.isActive = false
        low.constant = 120
        root.layoutIfNeeded()
        XCTAssertEqual(v.frame.width, 120)
    }

    func testUnsatisfiableRequiredConstraintsLogAndBreakOne() {
        let log = RecordingLog()
        let root = container(), v = child(of: root)
        let second = v.widthAnchor.constraint(equalToConstant: 200)
        second.identifier = "too-wide"
        RecordingLog.$current.withValue(log) {
            NSLayoutConstraint.activate([v.widthAnchor.constraint(equalToConstant: 100), second,
                                         v.heightAnchor.constraint(equalToConstant: 10),
                                         v.leadingAnchor.constraint(equalTo: root.leadingAnchor), v.topAnchor.constraint(equalTo: root.topAnchor)])
            root.layoutIfNeeded()
        }
        XCTAssertEqual(v.frame.width, 100, "the later constraint is the one broken")
        XCTAssertEqual(log.warnings.count, 1)
        let w = log.warnings.first ?? ""
        XCTAssertTrue(w.hasPrefix("Unable to simultaneously satisfy constraints."), w)
        XCTAssertTrue(w.contains("\"<NSLayoutConstraint UIView.width == 100   (active)>\""), w)
        XCTAssertTrue(w.contains("Will attempt to recover by breaking constraint\n<NSLayoutConstraint:'too-wide' UIView.width == 200   (active)>"), w)
        XCTAssertTrue(second.isActive, "a broken constraint stays active, as in UIKit")
        // Fixing the conflict lets it in again.
        second.constant = 100
        RecordingLog.$current.withValue(log) { root.layoutIfNeeded() }
        XCTAssertEqual(log.warnings.count, 1)
    }

    /// The classic mistake: a view made in code still translates its (zero) frame, which fights
    /// the constraints; UIKit logs the autoresizing constraints and breaks the user's.
    func testTranslatedFrameFightsConstraintsUntilTurnedOff() {
        let log = RecordingLog()
        let root = container(), v = UIView(frame: CGRect(x: 5, y: 6, width: 7, height: 8))
        root.addSubview(v)
        XCTAssertTrue(v.translatesAutoresizingMaskIntoConstraints)
        RecordingLog.$current.withValue(log) {
            v.widthAnchor.constraint(equalToConstant: 50).isActive = true
            root.layoutIfNeeded()
        }
        XCTAssertEqual(v.frame, CGRect(x: 5, y: 6, width: 7, height: 8))
        XCTAssertTrue(log.warnings.first?.contains("<NSAutoresizingMaskLayoutConstraint h=--& v=--& UIView.width == 7   (active)>") == true,
                      log.warnings.first ?? "no warning")
        v.translatesAutoresizingMaskIntoConstraints = false
        NSLayoutConstraint.activate([v.heightAnchor.constraint(equalToConstant: 20), v.leadingAnchor.constraint(equalTo: root.leadingAnchor),
                                     v.topAnchor.constraint(equalTo: root.topAnchor)])
        root.layoutIfNeeded()
        XCTAssertEqual(v.frame, CGRect(x: 0, y: 0, width: 50, height: 20))
    }

    /// A translating view's flexible width follows a constraint-sized superview in the same pass,
    /// and its own constrained subview follows it.
    func testAutoresizingMaskBecomesConstraints() {
        let root = container(), panel = child(of: root)
        panel.frame = CGRect(x: 0, y: 0, width: 100, height: 50)
        let band = UIView(frame: CGRect(x: 10, y: 0, width: 80, height: 10))
        band.autoresizingMask = .flexibleWidth
        panel.addSubview(band)
        let dot = child(of: band)
        let width = panel.widthAnchor.constraint(equalToConstant: 100)
        NSLayoutConstraint.activate([width, panel.heightAnchor.constraint(equalToConstant: 50),
                                     panel.leadingAnchor.constraint(equalTo: root.leadingAnchor), panel.topAnchor.constraint(equalTo: root.topAnchor),
                                     dot.trailingAnchor.constraint(equalTo: band.trailingAnchor), dot.topAnchor.constraint(equalTo: band.topAnchor),
                                     dot.widthAnchor.constraint(equalToConstant: 4), dot.heightAnchor.constraint(equalToConstant: 4)])
        root.layoutIfNeeded()
        XCTAssertEqual(band.frame, CGRect(x: 10, y: 0, width: 80, height: 10))
        width.constant = 200
        root.layoutIfNeeded()
        XCTAssertEqual(panel.frame.width, 200)
        XCTAssertEqual(band.frame, CGRect(x: 10, y: 0, width: 180, height: 10))
        XCTAssertEqual(dot.frame, CGRect(x: 176, y: 0, width: 4, height: 4))
    }

    func testConstraintsAcrossTheHierarchyAddTheAncestorsOffsets() {
        let root = container()
        let box = UIView(frame: CGRect(x: 40, y: 30, width: 100, height: 100))
        root.addSubview(box)
        let inner = child(of: box), other = child(of: root)
        NSLayoutConstraint.activate([
            inner.leadingAnchor.constraint(equalTo: box.leadingAnchor, constant: 10), inner.topAnchor.constraint(equalTo: box.topAnchor, constant: 5),
            inner.widthAnchor.constraint(equalToConstant: 20), inner.heightAnchor.constraint(equalToConstant: 20),
            // A sibling of `box` lines up with `inner` inside it.
            other.leadingAnchor.constraint(equalTo: inner.trailingAnchor), other.topAnchor.constraint(equalTo: inner.bottomAnchor),
            other.widthAnchor.constraint(equalToConstant: 1), other.heightAnchor.constraint(equalToConstant: 1),
        ])
        root.layoutIfNeeded()
        XCTAssertEqual(inner.frame, CGRect(x: 10, y: 5, width: 20, height: 20))
        XCTAssertEqual(other.frame, CGRect(x: 70, y: 55, width: 1, height: 1))
        // Leaving the hierarchy deactivates the constraints that reach across the cut.
        inner.removeFromSuperview()
        XCTAssertTrue(root.constraints.isEmpty)
        XCTAssertEqual(box.constraints.count, 0)
        XCTAssertEqual(inner.constraints.count, 2, "its own size constraints stay")
    }

    func testSafeAreaAndLayoutMarginsGuides() {
        let root = container()
        root.setSafeAreaInsets(UIEdgeInsets(top: 44, left: 0, bottom: 34, right: 0))
        root.layoutMargins = UIEdgeInsets(top: 4, left: 12, bottom: 6, right: 14)
        let a = child(of: root), b = child(of: root)
        NSLayoutConstraint.activate([
            a.topAnchor.constraint(equalTo: root.safeAreaLayoutGuide.topAnchor), a.bottomAnchor.constraint(equalTo: root.safeAreaLayoutGuide.bottomAnchor),
            a.leadingAnchor.constraint(equalTo: root.leadingAnchor), a.widthAnchor.constraint(equalToConstant: 10),
            b.leadingAnchor.constraint(equalTo: root.layoutMarginsGuide.leadingAnchor), b.trailingAnchor.constraint(equalTo: root.layoutMarginsGuide.trailingAnchor),
            b.topAnchor.constraint(equalTo: root.layoutMarginsGuide.topAnchor), b.heightAnchor.constraint(equalToConstant: 10),
        ])
        root.layoutIfNeeded()
        XCTAssertEqual(a.frame, CGRect(x: 0, y: 44, width: 10, height: 200 - 44 - 34))
        XCTAssertEqual(b.frame, CGRect(x: 12, y: 48, width: 300 - 12 - 14, height: 10), "margins add to the safe area by default")
        XCTAssertEqual(root.safeAreaLayoutGuide.layoutFrame, CGRect(x: 0, y: 44, width: 300, height: 122))
        XCTAssertEqual(UIView().layoutMargins, UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8))
        // The margin attributes name the same guide.
        let c = child(of: root)
        root.addConstraint(NSLayoutConstraint(item: c, attribute: .leading, relatedBy: .equal, toItem: root, attribute: .leadingMargin, multiplier: 1, constant: 0))
        NSLayoutConstraint.activate([c.topAnchor.constraint(equalTo: root.topAnchor), c.widthAnchor.constraint(equalToConstant: 1), c.heightAnchor.constraint(equalToConstant: 1)])
        root.layoutIfNeeded()
        XCTAssertEqual(c.frame.minX, 12)
    }

    func testAUserLayoutGuideSplitsTheSpace() {
        let root = container(), g = UILayoutGuide(), left = child(of: root), right = child(of: root)
        root.addLayoutGuide(g)
        NSLayoutConstraint.activate([
            left.leadingAnchor.constraint(equalTo: root.leadingAnchor), g.leadingAnchor.constraint(equalTo: left.trailingAnchor),
            right.leadingAnchor.constraint(equalTo: g.trailingAnchor), right.trailingAnchor.constraint(equalTo: root.trailingAnchor),
            g.widthAnchor.constraint(equalToConstant: 20), left.widthAnchor.constraint(equalTo: right.widthAnchor),
            left.topAnchor.constraint(equalTo: root.topAnchor), right.topAnchor.constraint(equalTo: root.topAnchor),
            left.heightAnchor.constraint(equalToConstant: 5), right.heightAnchor.constraint(equalToConstant: 5),
        ])
        root.layoutIfNeeded()
        XCTAssertEqual(left.frame.width, 140)
        XCTAssertEqual(right.frame.minX, 160)
        XCTAssertEqual(g.layoutFrame, CGRect(x: 140, y: 0, width: 20, height: 0))
    }

    /// A label's intrinsic size is its text measured with the font's metrics: one line of a
    /// 17-point font is the font's line height tall (rounded up to the 3x screen's pixels).
    func testLabelIntrinsicSizeFromItsFontMetrics() {
        let root = container(), label = UILabel()
        label.translatesAutoresizingMaskIntoConstraints = false
        label.text = "Hello"
        label.font = .systemFont(ofSize: 17)
        root.addSubview(label)
        NSLayoutConstraint.activate([label.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 3),
                                     label.topAnchor.constraint(equalTo: root.topAnchor, constant: 4)])
        root.layoutIfNeeded()
        let m = try! FontLibrary.shared.metrics(for: .system(size: 17))
        let lineHeight = ((m.ascender + m.descender + m.lineGap) * 3).rounded(.up) / 3
        XCTAssertEqual(Double(label.frame.height), lineHeight, accuracy: 1e-9)
        XCTAssertEqual(label.frame.height, label.intrinsicContentSize.height)
        XCTAssertGreaterThan(label.frame.width, 30)
        XCTAssertEqual(label.frame.width, label.intrinsicContentSize.width)
        // Twice the text: (nearly) twice the width — the measure follows the text.
        label.text = "HelloHello"
        root.layoutIfNeeded()
        XCTAssertEqual(Double(label.frame.width), 2 * Double(label.intrinsicContentSize.width) / 2, accuracy: 0.5)
        XCTAssertEqual(Double(label.frame.minX), 3)
        // The first baseline sits the font's ascender below the top.
        let other = child(of: root)
        NSLayoutConstraint.activate([other.topAnchor.constraint(equalTo: label.firstBaselineAnchor), other.leadingAnchor.constraint(equalTo: root.leadingAnchor),
                                     other.widthAnchor.constraint(equalToConstant: 1), other.heightAnchor.constraint(equalToConstant: 1)])
        root.layoutIfNeeded()
        XCTAssertEqual(Double(other.frame.minY), ((4 + m.ascender) * 3).rounded() / 3, accuracy: 1e-9)
    }

    func testHuggingAndCompressionResistanceDecideWhichLabelGives() {
        let root = container(200, 50)
        let a = UILabel(), b = UILabel()
        for l in [a, b] { l.translatesAutoresizingMaskIntoConstraints = false; l.text = "Text"; root.addSubview(l) }
        a.setContentHuggingPriority(.defaultHigh, for: .horizontal)
        NSLayoutConstraint.activate([a.leadingAnchor.constraint(equalTo: root.leadingAnchor), b.leadingAnchor.constraint(equalTo: a.trailingAnchor),
                                     b.trailingAnchor.constraint(equalTo: root.trailingAnchor),
                                     a.topAnchor.constraint(equalTo: root.topAnchor), b.topAnchor.constraint(equalTo: root.topAnchor)])
        root.layoutIfNeeded()
        let natural = a.intrinsicContentSize.width
        XCTAssertLessThan(natural * 2, 200, "the texts fit with room to spare")
        XCTAssertEqual(a.frame.width, natural, "the label that hugs harder keeps its size")
        XCTAssertEqual(b.frame.width, 200 - natural)
        // Too little room: the one that resists compression less is squeezed.
        root.bounds.size.width = natural
        b.setContentCompressionResistancePriority(.defaultLow, for: .horizontal)
        root.layoutIfNeeded()
        XCTAssertEqual(a.frame.width, natural)
        XCTAssertEqual(b.frame.width, 0)
        XCTAssertEqual(a.contentHuggingPriority(for: .horizontal), .defaultHigh)
        XCTAssertEqual(b.contentCompressionResistancePriority(for: .horizontal).rawValue, 250)
    }

    func testSystemLayoutSizeFittingCompressesToTheContent() {
        let card = UIView(), title = UILabel(), image = UIImageView(image: UIImage(pixmap: Pixmap(width: 60, height: 30)!, scale: 1))
        title.text = "Title"
        for v in [title, image] as [UIView] { v.translatesAutoresizingMaskIntoConstraints = false; card.addSubview(v) }
        NSLayoutConstraint.activate([
            image.topAnchor.constraint(equalTo: card.topAnchor, constant: 10), image.leadingAnchor.constraint(equalTo: card.leadingAnchor, constant: 10),
            image.trailingAnchor.constraint(lessThanOrEqualTo: card.trailingAnchor, constant: -10),
            title.topAnchor.constraint(equalTo: image.bottomAnchor, constant: 8), title.leadingAnchor.constraint(equalTo: card.leadingAnchor, constant: 10),
            title.trailingAnchor.constraint(lessThanOrEqualTo: card.trailingAnchor, constant: -10),
            title.bottomAnchor.constraint(equalTo: card.bottomAnchor, constant: -10),
        ])
        let s = card.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize)
        let t = title.intrinsicContentSize
        XCTAssertEqual(s.height, 10 + 30 + 8 + t.height + 10)
        XCTAssertEqual(s.width, 20 + max(60, t.width))
        let wide = card.systemLayoutSizeFitting(CGSize(width: 320, height: 0), withHorizontalFittingPriority: .required,
                                                verticalFittingPriority: .fittingSizeLevel)
        XCTAssertEqual(wide, CGSize(width: 320, height: s.height))
        XCTAssertEqual(card.frame, .zero, "fitting does not move the view")
    }

    func testUpdateConstraintsRunsBeforeTheSolveAndOnRequest() {
        final class Card: UIView {
            var calls = 0
            var height: CGFloat = 40
            var constraint: NSLayoutConstraint?
            override func updateConstraints() {
                calls += 1
                if constraint == nil {
                    constraint = heightAnchor.constraint(equalToConstant: height)
                    constraint!.isActive = true
                }
                constraint!.constant = height
                super.updateConstraints()
            }
        }
        let root = container(), card = Card(frame: .zero)
        card.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(card)
        NSLayoutConstraint.activate([card.leadingAnchor.constraint(equalTo: root.leadingAnchor), card.topAnchor.constraint(equalTo: root.topAnchor),
                                     card.widthAnchor.constraint(equalToConstant: 10)])
        root.layoutIfNeeded()
        XCTAssertEqual(card.frame.height, 40)
        root.layoutIfNeeded()
        XCTAssertEqual(card.calls, 1, "not again until asked")
        card.height = 70
        card.setNeedsUpdateConstraints()
        XCTAssertTrue(card.needsUpdateConstraints())
        root.layoutIfNeeded()
        XCTAssertEqual(card.calls, 2)
        XCTAssertEqual(card.frame.height, 70)
    }

    func testActivatingWithoutACommonAncestorIsAnError() {
        let log = RecordingLog()
        let a = UIView(), b = UIView()
        let c = a.leadingAnchor.constraint(equalTo: b.leadingAnchor)
        RecordingLog.$current.withValue(log) { c.isActive = true }
        XCTAssertFalse(c.isActive)
        XCTAssertTrue(log.errors.first?.hasPrefix("Unable to activate constraint") == true)
    }

    /// Changing a constant and laying out again equals building the layout with that constant
    /// (each view gives way at its own priority, so every layout has one solution).
    func testIncrementalConstantEditEqualsAFreshLayout() {
        func build(_ gap: CGFloat) -> (UIView, [UIView], NSLayoutConstraint) {
            let root = container(400, 300)
            var views: [UIView] = []
            var gapConstraint: NSLayoutConstraint!
            for i in 0..<6 {
                let v = child(of: root)
                let w = v.widthAnchor.constraint(equalToConstant: 30 + CGFloat(i) * 7)
                w.priority = UILayoutPriority(300 - Float(i) * 10)
                var cs = [w, v.widthAnchor.constraint(greaterThanOrEqualToConstant: 10),
                          v.heightAnchor.constraint(equalTo: v.widthAnchor, multiplier: 0.5), v.topAnchor.constraint(equalTo: root.topAnchor, constant: CGFloat(i) * 3)]
                if let p = views.last {
                    let c = v.leadingAnchor.constraint(equalTo: p.trailingAnchor, constant: i == 3 ? gap : 10)
                    if i == 3 { gapConstraint = c }
                    cs.append(c)
                } else {
                    cs.append(v.leadingAnchor.constraint(equalTo: root.leadingAnchor))
                }
                cs.append(v.trailingAnchor.constraint(lessThanOrEqualTo: root.trailingAnchor))
                NSLayoutConstraint.activate(cs)
                views.append(v)
            }
            root.layoutIfNeeded()
            return (root, views, gapConstraint)
        }
        let (root, views, gap) = build(10)
        XCTAssertEqual(views[5].frame.minX, 270, "gap 10: everything fits (285 + 50 ≤ 400)")
        XCTAssertEqual(views[5].frame.width, 65)
        for g: CGFloat in [90, 150, 30, 90] {
            gap.constant = g
            root.layoutIfNeeded()
            let scratch = build(g)
            for (a, b) in zip(views, scratch.1) { XCTAssertEqual(a.frame, b.frame, "gap \(g)") }
        }
        // Gap 90 squeezes the lowest-priority width (the last view's) by 15.
        XCTAssertEqual(views[5].frame.width, 50)
        XCTAssertEqual(views[4].frame.width, 58)
    }
}

/// A multi-line label pinned between two edges wraps to the width it is given and grows as tall
/// as its lines, in the same layoutIfNeeded.
final class MultilineLabelLayoutTests: XCTestCase {
    func testAWrappingLabelTakesTheHeightOfItsLines() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 120, height: 400))
        let label = UILabel(), below = UIView()
        label.numberOfLines = 0
        label.text = "one two three four five six seven eight nine ten"
        for v in [label, below] as [UIView] { v.translatesAutoresizingMaskIntoConstraints = false; root.addSubview(v) }
        NSLayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: root.leadingAnchor), label.trailingAnchor.constraint(equalTo: root.trailingAnchor),
            label.topAnchor.constraint(equalTo: root.topAnchor), below.topAnchor.constraint(equalTo: label.bottomAnchor),
            below.leadingAnchor.constraint(equalTo: root.leadingAnchor), below.widthAnchor.constraint(equalToConstant: 1),
            below.heightAnchor.constraint(equalToConstant: 1),
        ])
        root.layoutIfNeeded()
        let lineHeight = label.font.lineHeight
        XCTAssertEqual(label.frame.width, 120)
        let lines = (label.frame.height / lineHeight).rounded()
        XCTAssertGreaterThanOrEqual(lines, 3, "the text wraps at 120 points")
        XCTAssertEqual(label.frame.height, label.intrinsicContentSize.height)
        XCTAssertEqual(below.frame.minY, label.frame.maxY)
        // Two lines at most: the height stops there.
        label.numberOfLines = 2
        label.invalidateIntrinsicContentSize()
        root.layoutIfNeeded()
        XCTAssertEqual(Double(label.frame.height), Double(label.intrinsicContentSize.height))
        XCTAssertLessThan(label.frame.height, lines * lineHeight - 1)
        // A fixed preferredMaxLayoutWidth measures there whatever the frame.
        label.numberOfLines = 0
        label.preferredMaxLayoutWidth = 10_000
        root.layoutIfNeeded()
        XCTAssertEqual(Double(label.intrinsicContentSize.height), Double(((lineHeight * 3).rounded(.up)) / 3), accuracy: 0.34)
    }
}

import XCTest
import UIKit
import Raster

/// The constraint object's own surface: items, attributes, priorities, system spacing, the
/// required-priority rule, and the intrinsic sizes of buttons and image views.
final class NSLayoutConstraintAPITests: XCTestCase {
    func testItemsAttributesAndDescription() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100)), label = UILabel()
        root.addSubview(label)
        let c = label.widthAnchor.constraint(equalTo: root.widthAnchor, multiplier: 0.5, constant: -4)
        XCTAssertTrue(c.firstItem === label)
        XCTAssertTrue(c.secondItem === root)
        XCTAssertEqual(c.firstAttribute, .width)
        XCTAssertEqual(c.secondAttribute, .width)
        XCTAssertEqual(c.relation, .equal)
        XCTAssertEqual(c.multiplier, 0.5)
        XCTAssertEqual(c.constant, -4)
        XCTAssertFalse(c.isActive)
        XCTAssertEqual(c.description, "<NSLayoutConstraint UILabel.width == 0.5*UIView.width - 4   (inactive)>")
        let single = label.heightAnchor.constraint(lessThanOrEqualToConstant: 30)
        XCTAssertNil(single.secondItem)
        XCTAssertEqual(single.secondAttribute, .notAnAttribute)
        XCTAssertEqual(single.relation, .lessThanOrEqual)
        XCTAssertEqual(NSLayoutConstraint.Attribute.baseline, .lastBaseline)
        XCTAssertEqual(NSLayoutConstraint.Attribute.centerYWithinMargins.rawValue, 20)
        XCTAssertEqual(NSLayoutConstraint.Relation.greaterThanOrEqual.rawValue, 1)
    }

    func testPrioritiesHaveUIKitsValuesAndArithmetic() {
        XCTAssertEqual(UILayoutPriority.required.rawValue, 1000)
        XCTAssertEqual(UILayoutPriority.defaultHigh.rawValue, 750)
        XCTAssertEqual(UILayoutPriority.defaultLow.rawValue, 250)
        XCTAssertEqual(UILayoutPriority.fittingSizeLevel.rawValue, 50)
        XCTAssertEqual((UILayoutPriority.defaultHigh + 1).rawValue, 751)
        XCTAssertEqual((UILayoutPriority.defaultLow - 1).rawValue, 249)
        XCTAssertLessThan(UILayoutPriority.defaultLow, .defaultHigh)
        let p: UILayoutPriority = 999
        XCTAssertEqual(p, UILayoutPriority(rawValue: 999))
    }

    func testAnActiveConstraintCannotBecomeOptionalOrRequired() {
        let log = RecordingLog()
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100)), v = UIView()
        root.addSubview(v)
        let c = v.widthAnchor.constraint(equalToConstant: 10)
        c.isActive = true
        RecordingLog.$current.withValue(log) { c.priority = .defaultHigh }
        XCTAssertEqual(c.priority, .required)
        XCTAssertTrue(log.errors.first?.contains("cannot change from or to required") == true)
        c.isActive = false
        c.priority = .defaultHigh
        XCTAssertEqual(c.priority, .defaultHigh, "an inactive one can")
    }

    func testSystemSpacingIsEightPoints() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100)), a = UIView(), b = UIView()
        for v in [a, b] { v.translatesAutoresizingMaskIntoConstraints = false; root.addSubview(v) }
        NSLayoutConstraint.activate([
            a.leadingAnchor.constraint(equalTo: root.leadingAnchor), a.topAnchor.constraint(equalTo: root.topAnchor),
            a.widthAnchor.constraint(equalToConstant: 10), a.heightAnchor.constraint(equalToConstant: 10),
            b.leadingAnchor.constraint(equalToSystemSpacingAfter: a.trailingAnchor, multiplier: 2),
            b.topAnchor.constraint(equalToSystemSpacingBelow: a.bottomAnchor, multiplier: 1),
            b.widthAnchor.constraint(equalToConstant: 10), b.heightAnchor.constraint(equalToConstant: 10),
        ])
        root.layoutIfNeeded()
        XCTAssertEqual(b.frame.origin, CGPoint(x: 26, y: 18))
    }

    func testButtonAndImageViewIntrinsicSizes() {
        let image = UIImage(pixmap: Pixmap(width: 48, height: 24)!, scale: 2)
        XCTAssertEqual(UIImageView(image: image).intrinsicContentSize, CGSize(width: 24, height: 12))
        XCTAssertEqual(UIImageView(frame: .zero).intrinsicContentSize, CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric))
        let button = UIButton(type: .system)
        button.setTitle("Go", for: .normal)
        let title = button.titleLabel!.intrinsicContentSize
        XCTAssertGreaterThan(title.width, 0)
        XCTAssertEqual(button.intrinsicContentSize, title)
        button.setImage(image, for: .normal)
        XCTAssertEqual(button.intrinsicContentSize, CGSize(width: title.width + 24, height: max(title.height, 12)))
        XCTAssertEqual(UILabel().intrinsicContentSize, .zero, "an empty label")
    }
}

/// A constant changed while the pass lays out (a controller's viewDidLayoutSubviews) is solved
/// before `layoutIfNeeded()` returns.
final class LayoutPassTests: XCTestCase {
    private final class Screen: UIViewController {
        let bar = UIView()
        var height: NSLayoutConstraint!
        override func viewDidLoad() {
            super.viewDidLoad()
            bar.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(bar)
            height = bar.heightAnchor.constraint(equalToConstant: 10)
            NSLayoutConstraint.activate([bar.leadingAnchor.constraint(equalTo: view.leadingAnchor), bar.topAnchor.constraint(equalTo: view.topAnchor),
                                         bar.widthAnchor.constraint(equalTo: view.widthAnchor), height])
        }
        override func viewDidLayoutSubviews() {
            super.viewDidLayoutSubviews()
            height.constant = view.bounds.height / 4
        }
    }

    func testConstraintsChangedDuringLayoutAreSolvedInTheSamePass() {
        let screen = Screen()
        screen.view.frame = CGRect(x: 0, y: 0, width: 120, height: 200)
        screen.view.layoutIfNeeded()
        XCTAssertEqual(screen.bar.frame, CGRect(x: 0, y: 0, width: 120, height: 50))
    }
}

/// The iOS 7 layout guides and the old spellings published code still uses.
final class LegacyLayoutGuideTests: XCTestCase {
    func testTopAndBottomLayoutGuidesAreTheStripsOutsideTheSafeArea() {
        let vc = UIViewController()
        vc.view.frame = CGRect(x: 0, y: 0, width: 200, height: 400)
        vc.view.setSafeAreaInsets(UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
        let content = UIView()
        content.translatesAutoresizingMaskIntoConstraints = false
        vc.view.addSubview(content)
        let attribute: NSLayoutAttribute = .top, relation: NSLayoutRelation = .equal
        vc.view.addConstraints([
            NSLayoutConstraint(item: content, attribute: attribute, relatedBy: relation, toItem: vc.topLayoutGuide, attribute: .bottom, multiplier: 1, constant: 0),
            NSLayoutConstraint(item: content, attribute: .bottom, relatedBy: .equal, toItem: vc.bottomLayoutGuide, attribute: .top, multiplier: 1, constant: 0),
        ])
        NSLayoutConstraint.activate(NSLayoutConstraint.constraints(withVisualFormat: "H:|[c]|", options: NSLayoutFormatOptions(), metrics: nil, views: ["c": content]))
        vc.view.layoutIfNeeded()
        XCTAssertEqual(content.frame, CGRect(x: 0, y: 47, width: 200, height: 400 - 47 - 34))
        XCTAssertEqual(vc.topLayoutGuide.length, 47)
        XCTAssertEqual(vc.bottomLayoutGuide.length, 34)
    }

    func testSpacingUseSystemIsEightPoints() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 10))
        let a = UIView(), b = UIView()
        let s = UIStackView(arrangedSubviews: [a, b])
        s.distribution = .fillEqually
        s.spacing = UIStackView.spacingUseSystem
        s.frame = root.bounds
        root.addSubview(s)
        root.layoutIfNeeded()
        XCTAssertEqual(b.frame.minX - a.frame.maxX, 8)
    }
}

/// Installing, removing and guides' ownership, as UIKit keeps them.
final class ConstraintInstallationTests: XCTestCase {
    func testDeactivateRemoveAndGuideOwnership() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100)), v = UIView()
        v.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(v)
        let pin = v.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 30)
        let others = [v.topAnchor.constraint(equalTo: root.topAnchor), v.widthAnchor.constraint(equalToConstant: 10),
                      v.heightAnchor.constraint(equalToConstant: 10)]
        NSLayoutConstraint.activate([pin] + others)
        XCTAssertTrue(pin.isActive)
        XCTAssertEqual(root.constraints.count, 2)
        XCTAssertEqual(v.constraints.count, 2)
        root.layoutIfNeeded()
        XCTAssertEqual(v.frame.minX, 30)
        NSLayoutConstraint.deactivate([pin])
        XCTAssertFalse(pin.isActive)
        XCTAssertEqual(root.constraints.count, 1)
        let replacement = v.trailingAnchor.constraint(equalTo: root.trailingAnchor)
        root.addConstraint(replacement)
        root.layoutIfNeeded()
        XCTAssertEqual(v.frame.minX, 90)
        root.removeConstraint(replacement)
        XCTAssertFalse(replacement.isActive)
        let g = UILayoutGuide()
        root.addLayoutGuide(g)
        XCTAssertTrue(g.owningView === root)
        XCTAssertEqual(root.layoutGuides.count, 1)
        v.addLayoutGuide(g)
        XCTAssertTrue(g.owningView === v)
        XCTAssertTrue(root.layoutGuides.isEmpty, "a guide has one owner")
        XCTAssertTrue(root.safeAreaLayoutGuide === root.safeAreaLayoutGuide)
        XCTAssertTrue(root.safeAreaLayoutGuide.owningView === root)
    }
}

import XCTest
import UIKit

/// Who heard traitCollectionDidChange, in order, with the style before and during the call.
private final class Log {
    var entries: [String] = []
}

private final class LoggingWindow: UIWindow {
    var log: Log?
    override func traitCollectionDidChange(_ previous: UITraitCollection?) {
        log?.entries.append("window \(previous!.userInterfaceStyle.rawValue)->\(UITraitCollection.current.userInterfaceStyle.rawValue)")
    }
}

private final class LoggingView: UIView {
    var name = "", log: Log?
    override func traitCollectionDidChange(_ previous: UITraitCollection?) {
        log?.entries.append("\(name) \(previous!.userInterfaceStyle.rawValue)->\(traitCollection.userInterfaceStyle.rawValue)")
    }
}

private final class LoggingController: UIViewController {
    var name = "", log: Log?
    override func loadView() { let v = LoggingView(); v.name = "\(name).view"; v.log = log; view = v }
    override func traitCollectionDidChange(_ previous: UITraitCollection?) {
        log?.entries.append("\(name) \(previous!.userInterfaceStyle.rawValue)->\(traitCollection.userInterfaceStyle.rawValue)")
    }
}

/// traitCollectionDidChange(_:): its order (top-down, a controller before its view) and count
/// (once per change, never when nothing changed) as the style changes.
final class TraitChangeTests: XCTestCase {
    // Raw values: 1 light, 2 dark.
    private func makeTree() -> (Log, LoggingWindow, LoggingController, LoggingController, LoggingView) {
        let log = Log()
        let window = LoggingWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        window.log = log
        let root = LoggingController(), child = LoggingController()
        root.name = "root"; root.log = log
        child.name = "child"; child.log = log
        root.addChild(child)
        root.view.addSubview(child.view)
        child.didMove(toParent: root)
        let leaf = LoggingView()
        leaf.name = "leaf"; leaf.log = log
        child.view.addSubview(leaf)
        window.rootViewController = root
        window.layoutIfNeeded()
        return (log, window, root, child, leaf)
    }

    func testAWindowOverrideIsDeliveredTopDownOnce() {
        let (log, window, _, _, _) = makeTree()
        XCTAssertEqual(log.entries, [], "nothing changed: the traits are the predicted (screen's) ones")
        window.overrideUserInterfaceStyle = .dark
        XCTAssertEqual(log.entries, ["window 1->2", "root 1->2", "root.view 1->2", "child 1->2", "child.view 1->2", "leaf 1->2"])
        log.entries = []
        window.layoutIfNeeded()
        window.overrideUserInterfaceStyle = .dark
        XCTAssertEqual(log.entries, [], "delivered once: layout and the same override again change nothing")
    }

    func testAControllerOverrideReachesItsSubtreeOnly() {
        let (log, window, _, child, leaf) = makeTree()
        window.overrideUserInterfaceStyle = .dark
        log.entries = []
        child.overrideUserInterfaceStyle = .light
        XCTAssertEqual(log.entries, ["child 2->1", "child.view 2->1", "leaf 2->1"])
        XCTAssertEqual(window.traitCollection.userInterfaceStyle, .dark)
        XCTAssertEqual(leaf.traitCollection.userInterfaceStyle, .light)
        XCTAssertEqual(child.overrideUserInterfaceStyle, .light)
    }

    func testAViewMovedIntoADarkWindowHearsItAtLayout() {
        let (log, window, root, _, _) = makeTree()
        window.overrideUserInterfaceStyle = .dark
        log.entries = []
        let late = LoggingView()
        late.name = "late"; late.log = log
        XCTAssertEqual(late.traitCollection.userInterfaceStyle, .light)
        root.view.addSubview(late)
        XCTAssertEqual(late.traitCollection.userInterfaceStyle, .dark, "the getter reads the hierarchy at once")
        window.layoutIfNeeded()
        XCTAssertEqual(log.entries, ["late 1->2"])
        late.removeFromSuperview()
        late.layoutIfNeeded()
        XCTAssertEqual(log.entries, ["late 1->2", "late 2->1"])
    }

    func testAChildTraitOverrideAndThePresentationControllersTraits() {
        let (log, _, root, child, _) = makeTree()
        root.setOverrideTraitCollection(UITraitCollection(traitsFrom: [UITraitCollection(userInterfaceStyle: .dark),
                                                                        UITraitCollection(horizontalSizeClass: .regular)]), forChild: child)
        XCTAssertEqual(log.entries, ["child 1->2", "child.view 1->2", "leaf 1->2"])
        XCTAssertEqual(child.traitCollection.horizontalSizeClass, .regular)
        XCTAssertEqual(root.traitCollection.horizontalSizeClass, .compact)
        XCTAssertEqual(root.overrideTraitCollection(forChild: child)?.userInterfaceStyle, .dark)
        let presentation = UIPresentationController(presentedViewController: UIViewController(), presenting: root)
        XCTAssertEqual(presentation.traitCollection.userInterfaceStyle, .light)
        presentation.overrideTraitCollection = UITraitCollection(userInterfaceStyle: .dark)
        XCTAssertEqual(presentation.traitCollection.userInterfaceStyle, .dark)
    }
}

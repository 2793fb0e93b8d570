import XCTest
import UIKit
import UIKitRecorder
import Raster

/// A screen of one colour with a tab title.
private final class Tab: UIViewController {
    let colour: UIColor
    var appeared = 0
    init(_ title: String, _ colour: UIColor) {
        self.colour = colour
        super.init(nibName: nil, bundle: nil)
        self.title = title
    }
    required init?(coder: NSCoder) { fatalError("not used") }
    override func viewDidLoad() { super.viewDidLoad(); view.backgroundColor = colour }
    override func viewDidAppear(_ animated: Bool) { super.viewDidAppear(animated); appeared += 1 }
}

/// Hands out the slide and writes down what it hears.
private final class TabHost: NSObject, UITabBarControllerDelegate {
    var heard: [String] = []
    var refuse: UIViewController?
    func tabBarController(_ tabBarController: UITabBarController, shouldSelect viewController: UIViewController) -> Bool {
        heard.append("should \(viewController.title!)")
        return viewController !== refuse
    }
    func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController) { heard.append("did \(viewController.title!)") }
    func tabBarController(_ tabBarController: UITabBarController, animationControllerForTransitionFrom fromVC: UIViewController,
                          to toVC: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        heard.append("animator \(fromVC.title!)->\(toVC.title!)")
        return LinearSlideIn()
    }
}

/// Switches to the next tab interactively as a pan moves right to left across the screen.
private final class PanSwitcher: NSObject, UITabBarControllerDelegate {
    let tab: UITabBarController
    var interaction: UIPercentDrivenInteractiveTransition?
    init(_ tab: UITabBarController) {
        self.tab = tab
        super.init()
        tab.delegate = self
        tab.view.addGestureRecognizer(UIPanGestureRecognizer(target: self, action: Selector(PanSwitcher.handle)))
    }
    func handle(_ pan: UIPanGestureRecognizer) {
        let progress = -pan.translation(in: tab.view).x / tab.view.bounds.width
        switch pan.state {
        case .began:
            interaction = UIPercentDrivenInteractiveTransition()
            tab.selectedIndex = 1
        case .changed: interaction?.update(progress)
        case .ended:
            interaction?.update(progress)
            if progress > 0.5 { interaction?.finish() } else { interaction?.cancel() }
            interaction = nil
        default: break
        }
    }
    func tabBarController(_ tabBarController: UITabBarController, animationControllerForTransitionFrom fromVC: UIViewController,
                          to toVC: UIViewController) -> UIViewControllerAnimatedTransitioning? { LinearSlideIn() }
    func tabBarController(_ tabBarController: UITabBarController,
                          interactionControllerFor animationController: UIViewControllerAnimatedTransitioning) -> UIViewControllerInteractiveTransitioning? { interaction }
}

final class UITabBarControllerTests: XCTestCase {
    private let recorder = TransitionRecorder(screenSize: CGSize(width: 200, height: 300), scale: 1, fps: 10)
    private let red = PremultipliedColor(r: 255, g: 0, b: 0, a: 255), blue = PremultipliedColor(r: 0, g: 0, b: 255, a: 255)

    private func tabs() -> (UITabBarController, Tab, Tab) {
        let a = Tab("Red", .red), b = Tab("Blue", .blue)
        let tab = UITabBarController()
        tab.viewControllers = [a, b]
        return (tab, a, b)
    }

    func testSettingTheSelectionRunsTheDelegatesAnimator() throws {
        let (tab, a, b) = tabs()
        let host = TabHost()
        tab.delegate = host
        let frames = try recorder.frames(root: tab) { tab.selectedIndex = 1 }
        XCTAssertEqual(host.heard, ["animator Red->Blue"]) // no should/did for a change made in code
        // t = 0.5: the blue tab's left edge at x = 100.
        XCTAssertEqual(frames[5][110, 100], blue)
        XCTAssertEqual(frames[5][90, 100], red)
        XCTAssertEqual(frames.count, 11)
        XCTAssertEqual(frames[10][10, 100], blue)
        XCTAssertTrue(tab.selectedViewController === b)
        XCTAssertEqual(tab.selectedIndex, 1)
        XCTAssertNil(a.view.superview)
        XCTAssertEqual(b.appeared, 1)
    }

    func testWithoutAnAnimatorTheSwitchIsImmediate() throws {
        let (tab, _, b) = tabs()
        let frames = try recorder.frames(root: tab) { tab.selectedViewController = b }
        XCTAssertEqual(frames.count, 1)
        XCTAssertEqual(frames[0][100, 100], blue)
    }

    func testATapOnTheBarAsksTheDelegateAndSelects() throws {
        let (tab, _, b) = tabs()
        let host = TabHost()
        tab.delegate = host
        // The second item's slot is x 100...200 of the bar along the bottom (y 251...300).
        _ = try recorder.frames(root: tab, pan: [(0, 150, 275), (0.05, 150, 275)], on: tab.tabBar)
        XCTAssertEqual(host.heard, ["should Blue", "animator Red->Blue", "did Blue"])
        XCTAssertTrue(tab.selectedViewController === b)
        XCTAssertTrue(tab.tabBar.selectedItem === b.tabBarItem)
    }

    func testTheDelegateCanRefuseATap() throws {
        let (tab, a, b) = tabs()
        let host = TabHost()
        host.refuse = b
        tab.delegate = host
        _ = try recorder.frames(root: tab, pan: [(0, 150, 275), (0.05, 150, 275)], on: tab.tabBar)
        XCTAssertEqual(host.heard, ["should Blue"])
        XCTAssertTrue(tab.selectedViewController === a)
    }

    func testTheBarIsDrawnAlongTheBottomWithTheSelectedTitleTinted() throws {
        let (tab, _, _) = tabs()
        let frames = try recorder.frames(root: tab) { tab.selectedIndex = 0; tab.selectedIndex = 1 }
        let f = frames.last!
        XCTAssertEqual(tab.tabBar.frame, CGRect(x: 0, y: 251, width: 200, height: 49))
        XCTAssertEqual(f[5, 260], PremultipliedColor(r: 247, g: 247, b: 247, a: 255))
        XCTAssertEqual(f[5, 240], blue)
        // The hairline is the pixel row above the bar: 0.3 black over the blue view.
        XCTAssertEqual(f[5, 250], PremultipliedColor(r: 0, g: 0, b: 178, a: 255))
        // Titles at y 286...298: "Blue" (selected) in the tint, "Red" in gray.
        let selected = darkest(f, x: 130...170, y: 286...298), other = darkest(f, x: 30...70, y: 286...298)
        XCTAssertGreaterThan(Int(selected.b), Int(selected.r) + 80)
        XCTAssertLessThan(Int(other.r), 200)
        XCTAssertLessThan(abs(Int(other.b) - Int(other.r)), 12)
    }

    func testHidesBottomBarWhenPushedHidesTheTabBarUntilThePop() throws {
        let root = Tab("Red", .red), detail = Tab("Blue", .blue)
        detail.hidesBottomBarWhenPushed = true
        let nav = UINavigationController(rootViewController: root)
        nav.isNavigationBarHidden = true
        let tab = UITabBarController()
        tab.viewControllers = [nav, Tab("Other", .white)]
        let frames = try recorder.frames(root: tab) { nav.pushViewController(detail, animated: false) }
        XCTAssertNil(tab.tabBar.superview)
        XCTAssertEqual(frames.last![5, 280], blue)
        XCTAssertTrue(detail.tabBarController === tab)
        _ = try recorder.frames(root: tab) { nav.popViewController(animated: false) }
        XCTAssertNotNil(tab.tabBar.superview)
    }

    func testTheDelegatesInteractionControllerDrivesTheSwitch() throws {
        let (tab, a, _) = tabs()
        let switcher = PanSwitcher(tab)
        // From x = 200 moving 20 pt left every 0.1 s: the switch follows the finger.
        let samples = stride(from: 0, through: 0.3 + 1e-9, by: 0.1).map { (t: $0, x: 200 - 200 * $0, y: 100.0) }
        let frames = try recorder.frames(root: tab, pan: samples, on: tab.view)
        // t = 0.2: 20 % switched, the blue tab's left edge at x = 160.
        XCTAssertEqual(frames[2][170, 100], blue)
        XCTAssertEqual(frames[2][150, 100], red)
        // Released at 30 %: cancelled, the red tab stays selected.
        XCTAssertTrue(tab.selectedViewController === a)
        XCTAssertEqual(tab.selectedIndex, 0)
        XCTAssertTrue(tab.tabBar.selectedItem === a.tabBarItem)
        _ = switcher
    }

    func testTabBarItemInitialisers() {
        let item = UITabBarItem(title: "Home", image: nil, tag: 7)
        XCTAssertEqual(item.tag, 7)
        XCTAssertEqual(UITabBarItem(tabBarSystemItem: .favorites, tag: 1).title, "Favorites")
        let vc = Tab("Red", .red)
        XCTAssertEqual(vc.tabBarItem.title, "Red")
        vc.tabBarItem = UITabBarItem(title: "Mine", image: nil, selectedImage: nil)
        XCTAssertEqual(vc.tabBarItem.title, "Mine")
    }

    /// A navigation controller in a tab bar shows its root's tab: the root's title, and the
    /// item the root was given, until the navigation controller is given one of its own.
    func testANavigationControllerShowsItsRootsTab() {
        let titled = UINavigationController(rootViewController: Tab("Listen Now", .red))
        let itemised = Tab("Radio", .blue)
        itemised.tabBarItem = UITabBarItem(title: "Live", image: nil, tag: 3)
        let given = UINavigationController(rootViewController: itemised)
        let own = UINavigationController(rootViewController: Tab("Library", .green))
        own.tabBarItem = UITabBarItem(title: "Shelf", image: nil, tag: 4)
        let tab = UITabBarController()
        tab.viewControllers = [titled, given, own]
        XCTAssertEqual(tab.tabBar.items?.map(\.title), ["Listen Now", "Live", "Shelf"])
        XCTAssertTrue(tab.tabBar.selectedItem === titled.viewControllers[0].tabBarItem)
        // A push does not change the tab: it stays the root's.
        titled.pushViewController(Tab("Album", .white), animated: false)
        XCTAssertEqual(titled.tabBarItem.title, "Listen Now")
    }
}

import XCTest
import UIKit
import UIKitRecorder
import Raster

/// A screen of secondarySystemBackground with a label in the default text colour.
private final class LabelledScreen: UIViewController {
    let label = UILabel()
    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .secondarySystemBackground
        label.text = "HHHH"
        label.font = .systemFont(ofSize: 30, weight: .bold)
        label.frame = CGRect(x: 10, y: 100, width: 150, height: 40)
        view.addSubview(label)
    }
}

/// Two rows.
private final class TwoRows: NSObject, UITableViewDataSource {
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 2 }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        if indexPath.row == 1 { cell.backgroundColor = .systemBackground }
        return cell
    }
}

/// Dynamic colours drawn: a view's background and a label's text in dark, from the recorder's
/// appearance and from a window's override, and re-resolved when the style changes.
final class DarkDrawingTests: XCTestCase {
    private func color(_ r: UInt8, _ g: UInt8, _ b: UInt8) -> PremultipliedColor { PremultipliedColor(r: r, g: g, b: b, a: 255) }

    /// The brightest pixel (most red + green + blue) in a rectangle.
    private func brightest(_ p: Pixmap, x: ClosedRange<Int>, y: ClosedRange<Int>) -> PremultipliedColor {
        var best = p[x.lowerBound, y.lowerBound]
        for j in y { for i in x { let c = p[i, j]; if Int(c.r) + Int(c.g) + Int(c.b) > Int(best.r) + Int(best.g) + Int(best.b) { best = c } } }
        return best
    }

    private func record(_ appearance: TransitionRecorder.Appearance) throws -> Pixmap {
        let recorder = TransitionRecorder(screenSize: CGSize(width: 200, height: 300), scale: 1, fps: 10, appearance: appearance)
        let root = LabelledScreen()
        let nav = UINavigationController(rootViewController: UIViewController())
        nav.setNavigationBarHidden(true, animated: false)
        return try recorder.frames(root: nav) { nav.pushViewController(root, animated: false) }.last!
    }

    func testTheRecordersDarkAppearanceDrawsBackgroundAndTextDark() throws {
        let dark = try record(.dark)
        // secondarySystemBackground dark is 28/28/30; the label's text (.label) is white.
        XCTAssertEqual(dark[190, 290], color(28, 28, 30))
        XCTAssertEqual(dark[100, 60], color(28, 28, 30))
        XCTAssertEqual(brightest(dark, x: 10...160, y: 100...140), color(255, 255, 255))
        let light = try record(.light)
        XCTAssertEqual(light[190, 290], color(242, 242, 247))
        XCTAssertEqual(darkest(light, x: 10...160, y: 100...140), color(0, 0, 0))
    }

    func testAWindowsOverrideResolvesViewsMadeBeforeAndTheLayerColourStaysAsTaken() throws {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let box = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        box.backgroundColor = .systemBackground
        XCTAssertEqual(UIColor(cgColor: box.layer.backgroundColor!), .white, "made outside any window: the screen's light")
        let label = UILabel(frame: CGRect(x: 0, y: 50, width: 60, height: 50))
        label.text = "HHHH"
        label.font = .systemFont(ofSize: 40, weight: .bold)
        // A colour taken as a CGColor resolves once, against the current traits (light here).
        let stamp = UIView(frame: CGRect(x: 50, y: 0, width: 50, height: 50))
        stamp.layer.backgroundColor = UIColor.systemGray.withAlphaComponent(1).cgColor
        let frozen = UIView(frame: CGRect(x: 10, y: 10, width: 10, height: 10))
        frozen.layer.backgroundColor = UIColor.label.cgColor
        stamp.addSubview(frozen)
        window.overrideUserInterfaceStyle = .dark
        window.backgroundColor = .systemGray2
        for v in [box, label, stamp] { window.addSubview(v) }
        window.layoutIfNeeded()
        XCTAssertTrue(box.backgroundColor === UIColor.systemBackground, "the getter gives back the dynamic colour")
        let p = try renderAlone(window, width: 100, height: 100)
        XCTAssertEqual(p[10, 10], color(0, 0, 0), "systemBackground in dark")
        XCTAssertEqual(p[90, 90].r, 99, "the window's systemGray2 in dark")
        XCTAssertEqual(brightest(p, x: 0...59, y: 50...99), color(255, 255, 255), "the label's text in dark")
        XCTAssertEqual(p[64, 14], color(0, 0, 0), "label.cgColor taken in light stays black")

        // Back to light: the same views resolve again.
        window.overrideUserInterfaceStyle = .light
        let q = try renderAlone(window, width: 100, height: 100)
        XCTAssertEqual(q[10, 10], color(255, 255, 255))
        XCTAssertEqual(q[90, 90].r, 174)
        XCTAssertEqual(darkest(q, x: 0...59, y: 50...99), color(0, 0, 0))
        // A background set through the layer since is the layer's, not re-resolved.
        window.overrideUserInterfaceStyle = .dark
        box.layer.backgroundColor = UIColor.red.cgColor
        window.overrideUserInterfaceStyle = .light
        XCTAssertEqual(box.backgroundColor, .red)
    }

    func testASheetIsElevatedContent() throws {
        let recorder = TransitionRecorder(screenSize: CGSize(width: 200, height: 300), scale: 1, fps: 10, appearance: .dark)
        let root = UIViewController(), sheet = UIViewController()
        root.view.backgroundColor = .systemBackground
        sheet.view.backgroundColor = .systemBackground
        sheet.modalPresentationStyle = .pageSheet
        var level: UIUserInterfaceLevel?
        let last = try recorder.frames(root: root) {
            root.present(sheet, animated: true)
            level = sheet.traitCollection.userInterfaceLevel
        }.last!
        XCTAssertEqual(level, .elevated)
        XCTAssertEqual(root.traitCollection.userInterfaceLevel, .base)
        // systemBackground's elevated dark value, 28/28/30, not the base black.
        XCTAssertEqual(last[100, 200], color(28, 28, 30))
    }

    func testAnAdaptiveBlurFollowsTheViewsAppearance() {
        // The curve's black end v0 tells the materials apart: platformContentLight's 0.9,
        // platformContentDark's 0.16.
        let material = UIBlurEffect(style: .systemMaterial)
        XCTAssertEqual(material.recipe.luminanceValues[0], 0.9, "light outside any dark traits")
        UITraitCollection(userInterfaceStyle: .dark).performAsCurrent {
            XCTAssertEqual(material.recipe.luminanceValues[0], 0.16)
            XCTAssertEqual(UIBlurEffect(style: .regular).recipe.tint.color.red, 0.11, accuracy: 1e-9)
        }
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
        let blur = UIVisualEffectView(effect: material)
        window.addSubview(blur)
        let curve = { blur.subviews[0].layer.backdropLuminanceValues }
        let brightness = { blur.subviews[0].layer.backdropBrightness }
        XCTAssertEqual(curve()[0], 0.9)
        XCTAssertEqual(brightness(), 0.1)
        window.overrideUserInterfaceStyle = .dark
        XCTAssertEqual(curve()[0], 0.16)
        XCTAssertEqual(brightness(), 0)
        XCTAssertEqual(blur.subviews[0].layer.backdropLuminanceAmount, 0.75)
        window.overrideUserInterfaceStyle = .light
        XCTAssertEqual(curve()[0], 0.9)
    }

    func testAGroupedTablesCellsAreRaisedInDark() throws {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 200))
        window.overrideUserInterfaceStyle = .dark
        let rows = TwoRows()
        let table = UITableView(frame: window.bounds, style: .grouped)
        table.dataSource = rows
        window.addSubview(table)
        window.layoutIfNeeded()
        let cells = table.visibleCells
        XCTAssertEqual(cells.count, 2)
        let p = try renderAlone(window, width: 100, height: 200)
        let probe = { (cell: UITableViewCell) in p[50, Int(cell.convert(CGPoint(x: 0, y: 20), to: window).y)] }
        XCTAssertEqual(probe(cells[0]), color(28, 28, 30), "a default cell: secondarySystemGroupedBackground")
        XCTAssertEqual(probe(cells[1]), color(0, 0, 0), "a cell given .systemBackground keeps it")
        XCTAssertEqual(p[50, 2], color(0, 0, 0), "the grouped background")
    }

    func testTheNavigationBarIsDarkInDarkAppearance() throws {
        let recorder = TransitionRecorder(screenSize: CGSize(width: 200, height: 300), scale: 1, fps: 10, appearance: .dark)
        let nav = UINavigationController(rootViewController: UIViewController())
        let next = UIViewController()
        next.title = "Detail"
        let last = try recorder.frames(root: nav) { nav.pushViewController(next, animated: false) }.last!
        // 0.11 white (28), the title in white, the back button in systemBlue's dark value.
        XCTAssertEqual(last[150, 5], color(28, 28, 28))
        XCTAssertGreaterThan(brightest(last, x: 70...130, y: 14...30).g, 230)
        let back = brightest(last, x: 8...20, y: 12...32)
        XCTAssertEqual(back.b, 255)
        XCTAssertLessThanOrEqual(back.r, 12)
        XCTAssertEqual(Int(back.g), 132, accuracy: 3)
    }
}

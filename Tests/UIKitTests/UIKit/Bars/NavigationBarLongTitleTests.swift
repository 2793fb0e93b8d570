import XCTest
import UIKit
import UIKitRecorder
import Raster

/// A titled white screen.
private final class Titled: UIViewController {
    init(_ title: String) { super.init(nibName: nil, bundle: nil); self.title = title }
    required init?(coder: NSCoder) { fatalError("not used") }
    override func viewDidLoad() { super.viewDidLoad(); view.backgroundColor = .white }
}

/// The box of the pixels `isInk` picks in `x` × `y`.
private func inkBox(_ p: Pixmap, x: Range<Int>, y: Range<Int>, _ isInk: (PremultipliedColor) -> Bool) -> CGRect? {
    var minX = Int.max, minY = Int.max, maxX = Int.min, maxY = Int.min
    for j in y { for i in x where isInk(p[i, j]) {
        minX = min(minX, i); maxX = max(maxX, i); minY = min(minY, j); maxY = max(maxY, j)
    } }
    guard minX <= maxX else { return nil }
    return CGRect(x: minX, y: minY, width: maxX - minX + 1, height: maxY - minY + 1)
}

/// iOS draws a title too wide for its room on one line, cut at the tail with "…": a large title
/// (one line: UIKit's two-line mode is private) within the bar's margins, a standard title
/// between the bar's buttons.
final class NavigationBarLongTitleTests: XCTestCase {
    private let recorder = TransitionRecorder(screenSize: CGSize(width: 320, height: 300), scale: 1, fps: 10)
    private let isRed = { (c: PremultipliedColor) in Int(c.r) - Int(c.g) >= 40 }
    private let isBlack = { (c: PremultipliedColor) in c.r < 128 && c.b < 128 }

    func testALargeTitleTooWideForTheBarIsCutWithAnEllipsisWithinTheMargins() throws {
        let screen = Titled("Everything you wanted to know about titles")
        let nav = UINavigationController(rootViewController: Titled(""))
        nav.navigationBar.prefersLargeTitles = true
        nav.navigationBar.largeTitleTextAttributes = [.foregroundColor: UIColor.red]
        let last = try XCTUnwrap(try recorder.frames(root: nav) { nav.pushViewController(screen, animated: false) }.last)
        let large = try XCTUnwrap(nav.navigationBar.subviews.compactMap { $0 as? UILabel }.first { $0.font.pointSize == 34 })
        XCTAssertEqual(large.numberOfLines, 1)
        // 320 less the 16-pt margins on both sides.
        XCTAssertEqual(large.frame, CGRect(x: 16, y: 96 - 8 - large.frame.height, width: 288, height: large.frame.height))
        let ink = try XCTUnwrap(inkBox(last, x: 0..<320, y: 44..<96, isRed))
        XCTAssertLessThanOrEqual(ink.maxX, 304, "nothing drawn past the trailing margin")
        // The cut falls after "about": the space after it is dropped, so the line ends within
        // a space and a letter (" t", about 20 pt at 34 pt) plus the dots' spacing of the margin.
        XCTAssertGreaterThan(ink.maxX, 264, "the line runs to the margin")
        XCTAssertGreaterThanOrEqual(ink.height, 24, "letters of the 34-pt title")
        // The last 8 columns of ink are the ellipsis: dots on the baseline, a few pixels tall.
        let tail = try XCTUnwrap(inkBox(last, x: Int(ink.maxX) - 8..<Int(ink.maxX), y: 44..<96, isRed))
        XCTAssertLessThanOrEqual(tail.height, 8)
    }

    func testAStandardTitleTooWideBetweenTheButtonsIsCutWithAnEllipsisClearOfThem() throws {
        let screen = Titled("A title much too long for the room between the buttons")
        screen.navigationItem.leftBarButtonItem = UIBarButtonItem(title: "Edit", style: .plain, target: nil, action: nil)
        screen.navigationItem.rightBarButtonItem = UIBarButtonItem(title: "Add", style: .plain, target: nil, action: nil)
        let nav = UINavigationController(rootViewController: Titled(""))
        let last = try XCTUnwrap(try recorder.frames(root: nav) { nav.pushViewController(screen, animated: false) }.last)
        let bar = nav.navigationBar
        let labels = bar.subviews.compactMap { $0 as? UILabel }
        let title = try XCTUnwrap(labels.first { $0.text == screen.title })
        // The buttons are labels in the tint colour at the margins.
        let leftEdge = try XCTUnwrap(labels.first { $0.text == "Edit" }).frame.maxX
        let rightEdge = try XCTUnwrap(labels.first { $0.text == "Add" }).frame.minX
        // Between the buttons, 8 pt clear of each.
        XCTAssertEqual(title.frame.minX, leftEdge + 8, accuracy: 1)
        XCTAssertLessThanOrEqual(title.frame.maxX, rightEdge)
        let ink = try XCTUnwrap(inkBox(last, x: Int(title.frame.minX)..<Int(title.frame.maxX), y: 0..<44, isBlack))
        XCTAssertGreaterThanOrEqual(ink.height, 12)
        let tail = try XCTUnwrap(inkBox(last, x: Int(ink.maxX) - 5..<Int(ink.maxX), y: 0..<44, isBlack))
        XCTAssertLessThanOrEqual(tail.height, 4, "the ellipsis's dots end the line")
    }
}

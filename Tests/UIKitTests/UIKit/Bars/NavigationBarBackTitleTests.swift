import XCTest
import UIKit
import UIKitRecorder

/// A titled white screen.
private final class Titled: UIViewController {
    init(_ title: String) { super.init(nibName: nil, bundle: nil); self.title = title }
    required init?(coder: NSCoder) { fatalError("not used") }
    override func viewDidLoad() { super.viewDidLoad(); view.backgroundColor = .white }
}

final class NavigationBarBackTitleTests: XCTestCase {
    private let recorder = TransitionRecorder(screenSize: CGSize(width: 320, height: 200), scale: 1, fps: 10)

    /// The bar's label texts after pushing a screen titled `title` over `root` (nil: a label showing nothing).
    private func labels(root: UIViewController, title: String) throws -> [String?] {
        let nav = UINavigationController(rootViewController: root)
        _ = try recorder.frames(root: nav) { nav.pushViewController(Titled(title), animated: false) }
        return nav.navigationBar.subviews.compactMap { $0 as? UILabel }.map { $0.text }
    }

    func testAPreviousTitleThatFitsIsTheBackButtonsTitle() throws {
        XCTAssertEqual(try labels(root: Titled("Inbox"), title: "Detail"), ["Inbox", "Detail"])
    }

    func testAPreviousTitleThatWouldRunIntoTheTitleBecomesBack() throws {
        // "All Mailboxes and Folders" ends far right of where "Detail" starts, centred (about x 135).
        XCTAssertEqual(try labels(root: Titled("All Mailboxes and Folders"), title: "Detail"), ["Back", "Detail"])
    }

    func testWhenEvenBackDoesNotFitTheChevronStandsAlone() throws {
        // A title 260 pt wide starts at 30 when centred: no room after the chevron (x 8…20) for "Back".
        let long = "A Very Long Title Indeed Here"
        let texts = try labels(root: Titled("Inbox"), title: long)
        XCTAssertEqual(texts, [nil, long])
    }

    func testTheBackButtonTitleAndTheBackItemAreUsedAndFallBackToo() throws {
        let mail = Titled("Inbox")
        mail.navigationItem.backButtonTitle = "Mail"
        XCTAssertEqual(try labels(root: mail, title: "Detail"), ["Mail", "Detail"])
        let item = Titled("Inbox")
        item.navigationItem.backBarButtonItem = UIBarButtonItem(title: "Everything in the Inbox", style: .plain, target: nil, action: nil)
        XCTAssertEqual(try labels(root: item, title: "Detail"), ["Back", "Detail"])
    }

    func testTheDisplayModeOfTheItemReturnedToChoosesGenericOrMinimal() throws {
        let generic = Titled("Inbox")
        generic.navigationItem.backButtonDisplayMode = .generic
        XCTAssertEqual(try labels(root: generic, title: "Detail"), ["Back", "Detail"])
        let minimal = Titled("Inbox")
        minimal.navigationItem.backButtonDisplayMode = .minimal
        XCTAssertEqual(try labels(root: minimal, title: "Detail"), [nil, "Detail"])
    }
}

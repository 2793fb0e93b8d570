import XCTest
import UIKit

private var boxKey: UInt8 = 0
private var nameKey: UInt8 = 0

/// A class whose deinit says so.
private final class Tracked: NSObject, NSCopying {
    static var alive = 0
    let tag: String
    init(_ tag: String) { self.tag = tag; Tracked.alive += 1 }
    deinit { Tracked.alive -= 1 }
    func copy(with zone: NSZone? = nil) -> Any { Tracked(tag + " copy") }
}

private final class Plain {}

/// The extension-stored-property pattern published libraries use.
private extension UIView {
    var box: Tracked? {
        get { objc_getAssociatedObject(self, &boxKey) as? Tracked }
        set { objc_setAssociatedObject(self, &boxKey, newValue, .OBJC_ASSOCIATION_RETAIN_NONATOMIC) }
    }
}

/// objc_get/setAssociatedObject with each policy; associations are released with their owner.
final class AssociatedObjectsTests: XCTestCase {
    override func setUp() { Tracked.alive = 0 }

    func testRetainKeepsTheValueAndItIsFreedWithAResponderOwner() {
        // A controller (a UIResponder: it carries its associations itself). Views would do the
        // same, but today a view and its engine view hold each other, so no view is ever freed.
        var owner: UIViewController? = UIViewController()
        objc_setAssociatedObject(owner!, &boxKey, Tracked("a"), .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
        XCTAssertEqual((objc_getAssociatedObject(owner!, &boxKey) as? Tracked)?.tag, "a")
        XCTAssertEqual(Tracked.alive, 1)
        owner = nil
        XCTAssertEqual(Tracked.alive, 0, "the association went with its owner")
    }

    func testTheExtensionPropertyPatternStoresOnTheView() {
        let view = UIView()
        view.box = Tracked("v")
        XCTAssertEqual(view.box?.tag, "v")
        XCTAssertNil(UIView().box)
    }

    func testEveryOwnerCanHoldValuesAndDeadOwnersLeaveTheSideTable() {
        var owner: Plain? = Plain()
        objc_setAssociatedObject(owner!, &boxKey, Tracked("p"), .OBJC_ASSOCIATION_RETAIN)
        objc_setAssociatedObject(owner!, &nameKey, "name", .OBJC_ASSOCIATION_COPY_NONATOMIC)
        XCTAssertEqual((objc_getAssociatedObject(owner!, &boxKey) as? Tracked)?.tag, "p")
        XCTAssertEqual(objc_getAssociatedObject(owner!, &nameKey) as? String, "name")
        let before = AssociatedObjects.sideTableCount
        owner = nil
        XCTAssertEqual(AssociatedObjects.sideTableCount, before - 1)
        XCTAssertEqual(Tracked.alive, 0, "the dead owner's values are released")
        // A new object (perhaps at the same address) starts with no associations.
        XCTAssertNil(objc_getAssociatedObject(Plain(), &boxKey))
    }

    func testAssignDoesNotRetainAndReadsNilOnceTheValueIsGone() {
        let view = UIView()
        var value: Tracked? = Tracked("w")
        objc_setAssociatedObject(view, &boxKey, value, .OBJC_ASSOCIATION_ASSIGN)
        XCTAssertTrue(objc_getAssociatedObject(view, &boxKey) as AnyObject === value)
        value = nil
        XCTAssertEqual(Tracked.alive, 0)
        XCTAssertNil(objc_getAssociatedObject(view, &boxKey))
    }

    func testCopyStoresACopy() {
        let view = UIView()
        let original = Tracked("c")
        objc_setAssociatedObject(view, &boxKey, original, .OBJC_ASSOCIATION_COPY)
        let stored = objc_getAssociatedObject(view, &boxKey) as? Tracked
        XCTAssertEqual(stored?.tag, "c copy")
        XCTAssertFalse(stored === original)
    }

    func testNilAndRemoveAllClearAssociations() {
        let view = UIView()
        view.box = Tracked("x")
        view.box = nil
        XCTAssertNil(view.box)
        XCTAssertEqual(Tracked.alive, 0)
        objc_setAssociatedObject(view, &nameKey, 7, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
        objc_removeAssociatedObjects(view)
        XCTAssertNil(objc_getAssociatedObject(view, &nameKey))
        XCTAssertEqual(objc_AssociationPolicy.OBJC_ASSOCIATION_RETAIN.rawValue, 0o1401)
    }
}

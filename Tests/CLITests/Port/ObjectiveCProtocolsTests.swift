import Testing
@testable import RenderTransitionCLI

/// An `@objc protocol` is class-bound; losing `@objc` it gets `AnyObject`, so `weak var
/// delegate: P?` still compiles. UIKit's own optional requirements are plain requirements with
/// defaults in the UIKit module, so optional chaining on them loses its `?`.
@Suite struct ObjectiveCProtocolsTests {
    @Test func anObjCProtocolBecomesClassBound() throws {
        let r = try PortTestSupport.port("""
            @objc protocol MenuDelegate {
                func opened()
            }
            @objc public protocol Styled: Themed, Sized {}
            @objc(XYDeck) protocol Deck: class {}
            @objc protocol Bound: NSObjectProtocol {}
            protocol Plain {}
            final class Menu { weak var delegate: MenuDelegate? }

            """)
        #expect(r.output == """
            protocol MenuDelegate: AnyObject {
                func opened()
            }
            public protocol Styled: AnyObject, Themed, Sized {}
            protocol Deck: class {}
            protocol Bound: NSObjectProtocol {}
            protocol Plain {}
            final class Menu { weak var delegate: MenuDelegate? }

            """)
        #expect(r.edits[0] == "T.swift:1: @objc protocol MenuDelegate { → protocol MenuDelegate: AnyObject { — an @objc protocol is class-bound (weak references to it are allowed); without @objc that takes AnyObject")
    }

    @Test func optionalChainingOnUIKitsOwnOptionalRequirementsLosesItsQuestionMark() throws {
        let r = try PortTestSupport.port("""
            final class Forwarder: NSObject, UINavigationControllerDelegate {
                weak var next: UINavigationControllerDelegate?
                func navigationController(_ n: UINavigationController, willShow vc: UIViewController, animated: Bool) {
                    next?.navigationController?(n, willShow: vc, animated: animated)
                    _ = vc.navigationController?.viewControllers
                    scrollDelegate?.scrollViewDidScroll?(list)
                }
            }

            """)
        #expect(r.output.contains("next?.navigationController(n, willShow: vc, animated: animated)"))
        #expect(r.output.contains("_ = vc.navigationController?.viewControllers"))
        #expect(r.output.contains("scrollDelegate?.scrollViewDidScroll(list)"))
        #expect(r.edits.count == 2)
    }
}

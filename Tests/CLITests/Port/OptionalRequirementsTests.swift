import Testing
@testable import RenderTransitionCLI

/// `optional` requirements whose runtime answer has a Swift default become ordinary requirements
/// with that default in a protocol extension (nothing, or nil), and calls through optional
/// chaining on them lose the `?` after the name.
@Suite struct OptionalRequirementsTests {
    @Test func voidAndOptionalRequirementsGetDefaultsAndCallSitesLoseTheirQuestionMark() throws {
        let proto = """
            import UIKit

            @objc public protocol MenuTransitionDelegate: AnyObject {
                func menuWillOpen()
                @objc optional func menuDidOpen(_ menu: UIView)
                @objc optional func menuColor(for index: Int) -> UIColor?
                @objc optional var dimmingView: UIView? { get }
            }

            """
        let caller = """
            import UIKit

            final class Menu {
                weak var delegate: MenuTransitionDelegate?
                func open(_ v: UIView) {
                    delegate?.menuDidOpen?(v)
                    let c = delegate?.menuColor?(for: 2)
                    _ = (c, delegate?.dimmingView)
                }
            }

            """
        let r = try PortTestSupport.port([("P.swift", proto), ("M.swift", caller)])
        #expect(r.outputs[0] == """
            import UIKit

            public protocol MenuTransitionDelegate: AnyObject {
                func menuWillOpen()
                func menuDidOpen(_ menu: UIView)
                func menuColor(for index: Int) -> UIColor?
                var dimmingView: UIView? { get }
            }

            extension MenuTransitionDelegate {
                public func menuDidOpen(_ menu: UIView) {}
                public func menuColor(for index: Int) -> UIColor? { nil }
                public var dimmingView: UIView? { nil }
            }

            """)
        #expect(r.outputs[1] == """
            import UIKit

            final class Menu {
                weak var delegate: MenuTransitionDelegate?
                func open(_ v: UIView) {
                    delegate?.menuDidOpen(v)
                    let c = delegate?.menuColor(for: 2)
                    _ = (c, delegate?.dimmingView)
                }
            }

            """)
        #expect(r.edits.contains("M.swift:6: delegate?.menuDidOpen?(v) → delegate?.menuDidOpen(v)"))
        #expect(r.edits.contains("P.swift:5: @objc optional func menuDidOpen(_ menu: UIView) → func menuDidOpen(_ menu: UIView)"))
    }

    @Test func anInternalProtocolGetsInternalDefaultsAndAVoidArrowCountsAsNothing() throws {
        let text = "@objc protocol P {\r\n    @objc optional func done() -> Void\r\n}\r\n"
        let r = try PortTestSupport.port(text)
        #expect(r.output == "protocol P: AnyObject {\r\n    func done() -> Void\r\n}\r\n\r\nextension P {\r\n    func done() -> Void {}\r\n}\r\n")
    }
}

import Testing
@testable import RenderTransitionCLI

/// An `optional` requirement of a non-optional type (DeckTransition's `scrollViewForDeck`,
/// Presentr's `presentrShouldDismiss`, ElasticTransition's `contentLength`) becomes a
/// requirement of the optional type with the default nil, and every conformer's witness among
/// the sources gets the optional type too, so it still witnesses the requirement.
@Suite struct WidenedOptionalRequirementsTests {
    static let proto = """
        import UIKit

        @objc public protocol Deck: AnyObject {
            @objc optional var scrollViewForDeck: UIScrollView { get }
            @objc optional func shouldDismiss(keyboardShowing: Bool) -> Bool
            @objc optional var contentLength: CGFloat { get }
        }

        """
    static let conformer = """
        import UIKit

        class Sheet: UIViewController {
            let list = UIScrollView()
            var contentLength: CGFloat = 320
        }

        extension Sheet: Deck {
            var scrollViewForDeck: UIScrollView { return list }
            func shouldDismiss(keyboardShowing: Bool) -> Bool { !keyboardShowing }
        }

        class Other {
            var contentLength: CGFloat = 1
            func shouldDismiss(keyboardShowing: Bool) -> Bool { true }
        }

        func use(_ d: Deck?) -> Bool { d?.shouldDismiss?(keyboardShowing: false) ?? true }

        """

    @Test func theRequirementBecomesOptionalWithADefaultNilAndEachWitnessFollows() throws {
        let r = try PortTestSupport.port([("Deck.swift", Self.proto), ("Sheet.swift", Self.conformer)])
        #expect(r.outputs[0] == """
            import UIKit

            public protocol Deck: AnyObject {
                var scrollViewForDeck: UIScrollView? { get }
                func shouldDismiss(keyboardShowing: Bool) -> Bool?
                var contentLength: CGFloat? { get }
            }

            extension Deck {
                public var scrollViewForDeck: UIScrollView? { nil }
                public func shouldDismiss(keyboardShowing: Bool) -> Bool? { nil }
                public var contentLength: CGFloat? { nil }
            }

            """)
        // The conformer's witnesses (in the extension that declares the conformance and in the
        // class itself) get the optional type; a type that does not conform keeps its own.
        #expect(r.outputs[1] == """
            import UIKit

            class Sheet: UIViewController {
                let list = UIScrollView()
                var contentLength: CGFloat? = 320
            }

            extension Sheet: Deck {
                var scrollViewForDeck: UIScrollView? { return list }
                func shouldDismiss(keyboardShowing: Bool) -> Bool? { !keyboardShowing }
            }

            class Other {
                var contentLength: CGFloat = 1
                func shouldDismiss(keyboardShowing: Bool) -> Bool { true }
            }

            func use(_ d: Deck?) -> Bool { d?.shouldDismiss(keyboardShowing: false) ?? true }

            """)
        #expect(r.edits.contains("Deck.swift:4: @objc optional var scrollViewForDeck: UIScrollView { get } → var scrollViewForDeck: UIScrollView? { get } — an optional requirement's answer for a conformer without it is nil, so its type is UIScrollView? (default nil); each conformer's witness gets UIScrollView? too"))
        #expect(r.edits.contains("Sheet.swift:5: var contentLength: CGFloat = 320 → var contentLength: CGFloat? = 320 — the witness of Deck.contentLength, whose optional requirement port made CGFloat?"))
    }

    /// A function type needs parentheses to be made optional.
    @Test func aFunctionTypedRequirementIsParenthesised() throws {
        let r = try PortTestSupport.port("@objc protocol P {\n    @objc optional var onClose: () -> Void { get }\n}\n")
        #expect(r.output == "protocol P: AnyObject {\n    var onClose: (() -> Void)? { get }\n}\n\nextension P {\n    var onClose: (() -> Void)? { nil }\n}\n")
    }
}

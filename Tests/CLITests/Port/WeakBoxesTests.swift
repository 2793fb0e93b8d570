import Testing
@testable import RenderTransitionCLI

/// A weak box used with a protocol that loses @objc keeps its reference as AnyObject;
/// `open static` becomes `public static`.
@Suite struct WeakBoxesTests {
    @Test func aWeakBoxOfAnObjCProtocolDropsItsConstraint() throws {
        let r = try PortTestSupport.port("""
            @objc public protocol Observer { func updated() }
            class Weak<T: AnyObject> {
              weak var value : T?
              init (value: T) { self.value = value }
            }
            class Other<T: AnyObject> { weak var value: T? }
            open class Animator: NSObject {
              open static let shared = Animator()
              open class func make() {}
              var observers: [Int: Weak<Observer>] = [:]
            }

            """)
        #expect(r.output.contains("class Weak<T> {\n  var value : T? { get { _weak_value as? T } set { _weak_value = newValue.map { $0 as AnyObject } } }; private weak var _weak_value: AnyObject?\n"))
        #expect(r.output.contains("class Other<T: AnyObject> { weak var value: T? }"), "a box nothing uses with such a protocol is left as it is")
        #expect(r.output.contains("  public static let shared = Animator()"))
        #expect(r.output.contains("  open class func make() {}"))
        #expect(r.edits.contains { $0.hasPrefix("T.swift:2: class Weak<T: AnyObject> { → class Weak<T> {") && $0.contains("cast back to T") })
        #expect(r.edits.contains { $0.contains("open static let shared") && $0.contains("Swift refuses `open static`") })
    }
}

/// An @objc protocol's `T!` property requirement becomes `T?`: UIKit's `UIView?` properties meet it.
@Suite struct ImplicitlyUnwrappedRequirementTests {
    @Test func anImplicitlyUnwrappedRequirementBecomesOptional() throws {
        let r = try PortTestSupport.port("""
            @objc public protocol Scrollable {
              var superview:UIView! { get }
              var contentOffset:CGPoint { get }
              func scroll(to: CGPoint!)
            }

            """)
        #expect(r.output.contains("  var superview:UIView? { get }\n"))
        #expect(r.output.contains("  func scroll(to: CGPoint!)"), "only property requirements change")
        #expect(r.edits.contains { $0.hasPrefix("T.swift:2: var superview:UIView! { get } → var superview:UIView? { get }") })
    }
}

/// An internal override in a public class becomes public.
@Suite struct OverrideAccessTests {
    @Test func anInternalOverrideInAPublicClassBecomesPublic() throws {
        let r = try PortTestSupport.port("""
            final public class Dialog: UIViewController {
                override public func loadView() {}
                override func viewDidLayoutSubviews() {}
                override init(nibName: String?, bundle: Bundle?) { super.init(nibName: nibName, bundle: bundle) }
            }
            class Inner: UIView { override func layoutSubviews() {} }
            extension Dialog {
                override func viewWillAppear(_ animated: Bool) {}
            }

            """)
        #expect(r.output.contains("    public override func viewDidLayoutSubviews() {}"))
        #expect(r.output.contains("    override public func loadView() {}"))
        #expect(r.output.contains("    override init(nibName"), "initialisers are left as they are")
        #expect(r.output.contains("class Inner: UIView { override func layoutSubviews() {} }"), "an internal class needs nothing")
        #expect(r.output.contains("    public override func viewWillAppear(_ animated: Bool) {}\n}"), "an override moved from an extension too")
        #expect(r.edits.filter { $0.contains("must be public") }.count == 2)
    }
}

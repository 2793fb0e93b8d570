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

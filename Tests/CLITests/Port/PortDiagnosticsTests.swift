import Testing
@testable import RenderTransitionCLI

/// What port reports: every refusal of a run at once; warnings for swizzling and for an
/// extension's member overridden in a subclass; near-miss warnings only where UIKit could call
/// the method (a conforming type, not a private helper).
@Suite struct PortDiagnosticsTests {
    @Test func everyRefusalOfARunIsReportedAtOnce() {
        let error = PortTestSupport.portError([
            ("A.swift", "class A { func f() { _ = #selector(model.reload) } }\n"),
            ("B.swift", "let s = #selector(run)\n@objc protocol P { @objc optional subscript(i: Int) -> Int { get } }\n"),
            ("C.swift", "extension UIViewController { override func viewDidLoad() {} }\n"),
        ])
        let all = error?.all ?? []
        #expect(all.count == 4, "\(all)")
        #expect(all.map { $0.description.split(separator: ":").first.map(String.init) ?? "" }.sorted() == ["A.swift", "B.swift", "B.swift", "C.swift"])
        #expect(error?.description.components(separatedBy: "\nerror: ").count == 4)
        // Files that cannot be lexed are all reported too, with the others' problems — except an
        // override whose class may be in the unreadable file.
        let lexing = PortTestSupport.portError([("X.swift", "let s = \"open\n"), ("Y.swift", "func f( {\n"),
                                                ("A.swift", "class A { func f() { _ = #selector(model.reload) } }\n"),
                                                ("E.swift", "extension Screen { override func viewDidLoad() {} }\n")])
        #expect(lexing?.all.map { String($0.description.prefix(7)) } == ["X.swift", "Y.swift", "A.swift"])
    }

    /// Motion's transition forwards the delegate methods it lacks to the previous delegate.
    @Test func messageForwardingOverridesAreReportedAtTheirLines() throws {
        let text = """
            import UIKit
            final class Forwarder: NSObject {
                weak var next: NSObject?
                open override func forwardingTarget(for aSelector: Selector!) -> Any? { next }
                open override func responds(to aSelector: Selector!) -> Bool { true }
                func responds(toTap: Bool) -> Bool { toTap }
            }

            """
        let warnings = try Porter.port([PortInput(path: "F.swift", bytes: Array(text.utf8))]).flatMap(\.warnings).map(\.description)
        #expect(warnings.count == 2, "\(warnings)")
        #expect(warnings.first?.hasPrefix("F.swift:4: warning: overriding forwardingTarget hooks into Objective-C message forwarding") == true, "\(warnings)")
        #expect(warnings.last?.hasPrefix("F.swift:5: warning: overriding responds") == true, "\(warnings)")
    }

    @Test func swizzlingIsReportedAtItsLineWithWhatToDo() throws {
        let text = """
            import UIKit
            extension UIView {
                static func swizzle() {
                    let a = class_getInstanceMethod(UIView.self, Selector(UIView.layoutSubviews))
                    let b = class_getInstanceMethod(UIView.self, Selector(UIView.hero_layoutSubviews))
                    method_exchangeImplementations(a!, b!)
                }
                func hero_layoutSubviews() {}
            }

            """
        let warnings = try Porter.port([PortInput(path: "S.swift", bytes: Array(text.utf8))]).flatMap(\.warnings).map(\.description)
        #expect(warnings.count == 3)
        #expect(warnings[0].hasPrefix("S.swift:4: warning: class_getInstanceMethod swizzles methods through the Objective-C runtime, which Swift on Linux does not have; call the replacement"))
        #expect(warnings[2].hasPrefix("S.swift:6: warning: method_exchangeImplementations swizzles"))
    }

    @Test func anExtensionsMemberOverriddenInASubclassIsReportedWithWhatToDo() throws {
        let files = [
            ("Ext.swift", "import UIKit\nextension UIViewController {\n    @objc func heroWillStart() {}\n    @objc var heroID: String? { nil }\n    func notOverridden() {}\n}\nextension Base {\n    @objc func reset() {}\n}\n"),
            ("VC.swift", "import UIKit\nclass Base: UIViewController {}\nclass Detail: Base {\n    override func heroWillStart() {}\n    override var heroID: String? { \"d\" }\n    override func reset() {}\n}\n"),
            // Through UIKit's own hierarchy: a UINavigationController is a UIViewController (SideMenu's isHidden).
            ("Menu.swift", "import UIKit\nextension UIViewController {\n    @objc var isHidden: Bool { presentingViewController == nil }\n}\nclass Menu: UINavigationController {\n    override var isHidden: Bool { super.isHidden }\n}\n"),
        ]
        let ported = try Porter.port(files.map { PortInput(path: $0.0, bytes: Array($0.1.utf8)) })
        let warnings = ported.flatMap(\.warnings).map(\.description)
        #expect(warnings.count == 3, "\(warnings)")
        #expect(warnings[2].hasPrefix("Menu.swift:3: warning: 'var isHidden: Bool' is declared in an extension of UIViewController and overridden in Menu (Menu.swift:6)"))
        #expect(warnings[0] == "Ext.swift:3: warning: 'func heroWillStart()' is declared in an extension of UIViewController and overridden in Detail (VC.swift:4); without the Objective-C runtime an extension's member cannot be overridden: UIViewController is not among the sources, so declare it in a class of your own between UIViewController and Detail instead, or make it a protocol requirement with a default in a protocol extension and implement it in Detail without override")
        #expect(warnings[1].hasPrefix("Ext.swift:4: warning: 'var heroID: String?' is declared in an extension of UIViewController"))
        // Base is among the sources: its extension's member moves into its body, where it can be overridden.
        #expect(String(decoding: ported[1].bytes, as: UTF8.self) == "import UIKit\nclass Base: UIViewController {\n    func reset() {}\n}\nclass Detail: Base {\n    override func heroWillStart() {}\n    override var heroID: String? { \"d\" }\n    override func reset() {}\n}\n")
        #expect(ported.flatMap(\.edits).map(\.description).contains("Ext.swift:8: func reset() in an extension of Base → in class Base's body, before its closing brace at VC.swift:2 — Detail overrides it (VC.swift:6); without the Objective-C runtime an extension's member cannot be overridden"))
    }

    @Test func nearMissWarningsSkipPrivateHelpersAndTypesThatAreNotDelegates() throws {
        let text = """
            class Animator: NSObject, UIViewControllerAnimatedTransitioning {
                fileprivate func animationEnded(finished: Bool) {}
                private func gestureRecognizer(_ g: UIGestureRecognizer) {}
                func animationEnded(completed: Bool) {}
            }
            class Helper {
                func animationController(forPresented v: UIViewController) {}
                func animationDidStop(_ a: CAAnimation, flag: Bool) {}
            }
            class Base: NSObject, CAAnimationDelegate {}
            class Derived: Base {
                func animationDidStop(_ a: CAAnimation, flag: Bool) {}
            }

            """
        let warnings = try Porter.port([PortInput(path: "A.swift", bytes: Array(text.utf8))]).flatMap(\.warnings).map(\.description)
        #expect(warnings.count == 2, "\(warnings)")
        #expect(warnings[0].hasPrefix("A.swift:4: warning: animationEnded(completed:) is not UIViewControllerAnimatedTransitioning.animationEnded(_:)"))
        #expect(warnings[1].hasPrefix("A.swift:12: warning: animationDidStop(_:flag:) is not CAAnimationDelegate.animationDidStop(_:finished:)"))
    }

    /// `#keyPath`'s leading type names are those the sources declare as types, not capitalised names.
    @Test func keyPathTypeNamesAreDecidedByDeclarations() throws {
        let text = """
            class myController { var view = V() }
            final class V { var frame = 0 }
            final class Holder {
                var Model = V()
                let a = #keyPath(myController.view.frame)
                let b = #keyPath(Model.frame)
                let c = #keyPath(CALayer.opacity)
                let d = #keyPath(holder.Model)
            }

            """
        let r = try PortTestSupport.port(text)
        #expect(r.output.contains("let a = \"view.frame\""))
        #expect(r.output.contains("let b = \"Model.frame\""))
        #expect(r.output.contains("let c = \"opacity\""))
        #expect(r.output.contains("let d = \"holder.Model\""))
    }
}

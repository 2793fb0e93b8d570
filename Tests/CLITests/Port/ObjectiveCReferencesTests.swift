import Testing
@testable import RenderTransitionCLI

/// Each `#selector` form becomes the `Selector(…)` value docs/uikit.md promises, and `#keyPath`
/// a string; forms port cannot rewrite faithfully are refused naming the file, line and text.
@Suite struct ObjectiveCReferencesTests {
    /// `expression` ported inside a method of `class Host`.
    func inClass(_ expression: String) throws -> (String, [String]) {
        let r = try PortTestSupport.port("class Host {\n    func f() {\n        _ = \(expression)\n    }\n}\n")
        let line = r.output.split(separator: "\n")[2]
        return (String(line.dropFirst("        _ = ".count)), r.edits)
    }

    @Test(arguments: [
        ("#selector(tapped)", "Selector(Host.tapped)"),
        ("#selector(self.tapped)", "Selector(Host.tapped)"),
        ("#selector(handle(_:))", "Selector(Host.handle(_:))"),
        ("#selector(self.handle(_:with:))", "Selector(Host.handle(_:with:))"),
        ("#selector(Host.tapped)", "Selector(Host.tapped)"),
        ("#selector(Other.Nested.run(for:))", "Selector(Other.Nested.run(for:))"),
        ("#selector(Self.tapped)", "Selector(Self.tapped)"),
        ("#selector( tapped )", "Selector(Host.tapped)"),
        ("#selector(getter: title)", "Selector(getter: \\Host.title)"),
        ("#selector(getter: self.title)", "Selector(getter: \\Host.title)"),
        ("#selector(setter: UIView.alpha)", "Selector(setter: \\UIView.alpha)"),
        ("#keyPath(CALayer.opacity)", "\"opacity\""),
        ("#keyPath(CAShapeLayer.path)", "\"path\""),
        ("#keyPath(Host.layer.bounds)", "\"layer.bounds\""),
        ("#keyPath(progress)", "\"progress\""),
    ])
    func eachFormBecomesItsValue(reference: String, expected: String) throws {
        let (line, edits) = try inClass(reference)
        #expect(line == expected)
        #expect(edits == ["T.swift:3: _ = \(reference) → _ = \(expected)"])
    }

    @Test func theEnclosingTypeIsTheInnermostOneAndAnExtensionUsesItsExtendedName() throws {
        let text = """
            class Outer {
                let stored = UITapGestureRecognizer(target: nil, action: #selector(tap))
                struct Inner { let s = #selector(run) }
            }
            extension Outer.Inner { func g() { _ = #selector(go) } }
            extension Outer { func h() { let c = { _ = #selector(self.h) }; c() } }

            """
        let r = try PortTestSupport.port(text)
        #expect(r.output == """
            class Outer {
                let stored = UITapGestureRecognizer(target: nil, action: Selector(Outer.tap))
                struct Inner { let s = Selector(Inner.run) }
            }
            extension Outer.Inner { func g() { _ = Selector(Outer.Inner.go) } }
            extension Outer { func h() { let c = { _ = Selector(Outer.h) }; c() } }

            """)
    }

    @Test func protocolsAndProtocolExtensionsUseSelf() throws {
        let r = try PortTestSupport.port([
            ("P.swift", "protocol Tappable: AnyObject { func tap() }\n"),
            ("E.swift", """
                extension Tappable { func wire(_ b: UIButton) { b.addTarget(self, action: #selector(tap), for: .touchUpInside) } }
                extension Presenting where Self: UIViewController { func w() { _ = #selector(dismissAnimated) } }

                """),
        ])
        #expect(r.outputs[1] == """
            extension Tappable { func wire(_ b: UIButton) { b.addTarget(self, action: Selector(Self.tap), for: .touchUpInside) } }
            extension Presenting where Self: UIViewController { func w() { _ = Selector(Self.dismissAnimated) } }

            """)
    }

    @Test(arguments: [
        ("#selector(model.reload)", "port cannot tell the type of 'model'; write #selector(TypeName.reload) with the type that declares 'reload'"),
        ("#selector(super.viewDidLoad)", "a Selector cannot call the superclass's method; add a method that calls super.viewDidLoad and select that"),
        ("#selector(f as () -> Void)", "'as' is not part of a name; port rewrites only Type.member(labels:) forms"),
        ("#keyPath(CALayer)", "it names no property"),
    ])
    func formsPortCannotRewriteAreRefused(reference: String, reason: String) {
        let text = "class Host {\n    func f() {\n        _ = \(reference)\n    }\n}\n"
        #expect(PortTestSupport.portError([("H.swift", text)])
            == .unconvertibleReference(path: "H.swift", line: 3, text: reference, reason: reason))
    }

    @Test func aBareSelectorOutsideAnyTypeIsRefused() throws {
        #expect(PortTestSupport.portError([("M.swift", "let s = #selector(run)\n")])
            == .unconvertibleReference(path: "M.swift", line: 1, text: "#selector(run)",
                                       reason: "it is outside any type, so port cannot tell whose method 'run' is; write #selector(TypeName.run)"))
        #expect(try PortTestSupport.port("let s = #selector(Runner.run)\n").output == "let s = Selector(Runner.run)\n")
    }
}

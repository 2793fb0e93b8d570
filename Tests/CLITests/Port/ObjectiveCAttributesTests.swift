import Testing
@testable import RenderTransitionCLI

/// Objective-C and Interface Builder attributes and `dynamic` go; nothing else on the line changes,
/// and text in strings and comments is never touched.
@Suite struct ObjectiveCAttributesTests {
    @Test(arguments: [
        ("@objc func f() {}", "func f() {}"),
        ("@objc(tapWith:) func tap(with x: Int) {}", "func tap(with x: Int) {}"),
        ("@objcMembers class A {}", "class A {}"),
        ("@nonobjc func f() {}", "func f() {}"),
        ("@IBOutlet weak var label: UILabel!", "weak var label: UILabel!"),
        ("@IBOutlet private(set) var views: [UIView]!", "private(set) var views: [UIView]!"),
        ("@IBAction func tapped(_ sender: Any) {}", "func tapped(_ sender: Any) {}"),
        ("@IBInspectable var radius: CGFloat = 0", "var radius: CGFloat = 0"),
        ("@IBDesignable final class Card: UIView {}", "final class Card: UIView {}"),
        ("@IBSegueAction func make(_ c: NSCoder) -> UIViewController? { nil }", "func make(_ c: NSCoder) -> UIViewController? { nil }"),
        ("@objc dynamic var progress: Float = 0", "var progress: Float = 0"),
        ("public dynamic func f() {}", "public func f() {}"),
        ("private(set) dynamic var x = 0", "private(set) var x = 0"),
        ("@objc(a) dynamic var x = 0", "var x = 0"),
        ("dynamic override func f() {}", "override func f() {}"),
        ("@available(iOS 13, *) @objc func f() {}", "@available(iOS 13, *) func f() {}"),
        ("@MainActor @objc\tfunc f() {}", "@MainActor func f() {}"),
        ("@NSCopying var s: NSString?", "@NSCopying var s: NSString?"),
        ("@NSManaged var name: String", "@NSManaged var name: String"),
    ])
    func eachAttributeIsDroppedWithTheSpaceAfterIt(line: String, expected: String) throws {
        let result = try PortTestSupport.port("class K {\n    \(line)\n}\n")
        #expect(result.output == "class K {\n    \(expected)\n}\n")
        let shown = line.replacingOccurrences(of: "\t", with: " ")   // printed lines show runs of spaces as one
        #expect(result.edits == (line == expected ? [] : ["T.swift:2: \(shown) → \(expected)"]))
    }

    @Test func anAttributeAloneOnItsLineTakesTheLineWithIt() throws {
        let text = "class K {\n    @objc\n    @IBAction   \n    func f() {}\n    @objc // why\n    func g() {}\n}\n"
        let result = try PortTestSupport.port(text)
        #expect(result.output == "class K {\n    func f() {}\n    // why\n    func g() {}\n}\n")
        #expect(result.edits == [
            "T.swift:2: @objc → (line removed)",
            "T.swift:3: @IBAction → (line removed)",
            "T.swift:5: @objc // why → // why",
        ])
    }

    @Test func dynamicAsANameIsLeftAlone() throws {
        let text = """
            enum Mode { case fixed, dynamic }
            enum Kind {
                case a,
                dynamic
                case b
            }
            let dynamic = Mode.dynamic
            func f(dynamic: Bool) -> Bool { return dynamic }
            let m: Mode = .dynamic; var dynamicHeight = 0

            """
        let result = try PortTestSupport.port(text)
        #expect(result.output == text)
        #expect(result.edits.isEmpty)
    }

    @Test func textInStringsAndCommentsIsNeverEdited() throws {
        let text = """
            let a = "@objc func f() #selector(f) dynamic var"
            let b = \"\"\"
                @IBOutlet weak var x
                #keyPath(A.b) \\(c + "@objc")
                \"\"\"
            let c = #"@objc "# + "\\(#"#selector"#)"
            /* @objc /* nested #selector(x) */ dynamic var */
            // @IBAction func g()
            /// Calls `#selector(tap)` when @objc.

            """
        let result = try PortTestSupport.port(text)
        #expect(result.output == text)
        #expect(result.edits.isEmpty)
    }

    /// A subscript requirement has no spelling that holds the runtime's nil: still refused, naming it.
    @Test func anOptionalSubscriptRequirementIsRefusedNamingIt() {
        let error = PortTestSupport.portError([("P.swift", "@objc protocol Delegate: AnyObject {\n    func a()\n    @objc optional subscript(i: Int) -> Int { get }\n}\n")])
        #expect(error == .optionalRequirement(path: "P.swift", line: 3, member: "optional subscript(i: Int) -> Int", type: nil, isMethod: false))
        #expect(error?.description.contains("give it a default implementation in a protocol extension") == true)
    }
}

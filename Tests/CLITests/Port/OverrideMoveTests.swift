import Testing
@testable import RenderTransitionCLI

/// `override` members leave their extensions for the class's own body, verbatim, with their
/// comments and attributes; an override with no class to go to is refused.
@Suite struct OverrideMoveTests {
    static let screen = """
        import UIKit

        class Screen: UIViewController {
            let label = UILabel()
        }

        """

    @Test func overridesMoveWithTheirCommentsAndTheRestStays() throws {
        let layout = """
            import UIKit

            // MARK: - Layout
            extension Screen: UITableViewDelegate {
                // MARK: Lifecycle

                /// Lays the label out.
                // (by hand)
                @available(iOS 11, *)
                override func viewDidLayoutSubviews() {
                    super.viewDidLayoutSubviews()
                    label.text = \"\"\"
                      a } brace in a string
                    \"\"\"
                }

                func helper() {}

                override var prefersStatusBarHidden: Bool { true } // always
            }

            """
        let r = try PortTestSupport.port([("Screen.swift", Self.screen), ("Screen+Layout.swift", layout)])
        #expect(r.outputs[0] == """
            import UIKit

            class Screen: UIViewController {
                let label = UILabel()

                /// Lays the label out.
                // (by hand)
                @available(iOS 11, *)
                override func viewDidLayoutSubviews() {
                    super.viewDidLayoutSubviews()
                    label.text = \"\"\"
                      a } brace in a string
                    \"\"\"
                }

                override var prefersStatusBarHidden: Bool { true } // always
            }

            """)
        #expect(r.outputs[1] == """
            import UIKit

            // MARK: - Layout
            extension Screen: UITableViewDelegate {
                // MARK: Lifecycle

                func helper() {}

            }

            """)
        #expect(r.edits == [
            "Screen+Layout.swift:10: override func viewDidLayoutSubviews() in an extension of Screen → in class Screen's body, before its closing brace at Screen.swift:5",
            "Screen+Layout.swift:19: override var prefersStatusBarHidden: Bool in an extension of Screen → in class Screen's body, before its closing brace at Screen.swift:5",
        ])
    }

    @Test func editsInsideAMovedMemberTravelWithIt() throws {
        let text = """
            class Button: UIControl {}
            extension Button {
                @objc
                override func awakeFromNib() { addTarget(self, action: #selector(tap), for: .touchUpInside) }
                @objc func tap() {}
            }

            """
        let r = try PortTestSupport.port(text)
        #expect(r.output == """
            class Button: UIControl {
                override func awakeFromNib() { addTarget(self, action: Selector(Button.tap), for: .touchUpInside) }
            }
            extension Button {
                func tap() {}
            }

            """)
        #expect(r.edits == [
            "T.swift:3: @objc → (line removed)",
            "T.swift:4: override func awakeFromNib() { addTarget(self, action: #selector(tap), for: .touchUpInside) } → override func awakeFromNib() { addTarget(self, action: Selector(Button.tap), for: .touchUpInside) }",
            "T.swift:4: override func awakeFromNib() in an extension of Button → in class Button's body, before its closing brace at T.swift:1",
            "T.swift:5: @objc func tap() {} → func tap() {}",
        ])
    }

    @Test func aMemberSharingItsLineMovesAloneAndNestedClassesAreFoundByQualifiedName() throws {
        let text = "enum Scenes { class Card: UIView {\n} }\nextension Scenes.Card { override func layoutSubviews() {} }\n"
        let r = try PortTestSupport.port(text)
        #expect(r.output == "enum Scenes { class Card: UIView {\n\noverride func layoutSubviews() {}\n} }\nextension Scenes.Card {  }\n")
    }

    @Test func movedLinesTakeTheDestinationsLineBreaks() throws {
        let screen = "class Screen: UIViewController {\r\n    let a = 1\r\n}\r\n"
        let layout = "extension Screen {\n    override func viewDidLoad() {\n        super.viewDidLoad()\n    }\n}\n"
        let r = try PortTestSupport.port([("S.swift", screen), ("L.swift", layout)])
        #expect(r.outputs[0] == "class Screen: UIViewController {\r\n    let a = 1\r\n\r\n    override func viewDidLoad() {\r\n        super.viewDidLoad()\r\n    }\r\n}\r\n")
        #expect(r.outputs[1] == "extension Screen {\n}\n")
    }

    @Test func overridesFromSeveralFilesArriveInSourceOrder() throws {
        let r = try PortTestSupport.port([
            ("B.swift", "extension Screen {\n    override func viewWillAppear(_ animated: Bool) {}\n}\n"),
            ("Screen.swift", "class Screen: UIViewController {}\n"),
            ("A.swift", "extension Screen {\n    override func viewDidLoad() {}\n}\n"),
        ])
        #expect(r.outputs[1] == "class Screen: UIViewController {\n    override func viewWillAppear(_ animated: Bool) {}\n\n    override func viewDidLoad() {}\n}\n")
    }

    @Test func classPropertiesSubscriptsAndInitialisersMoveToo() throws {
        let text = """
            final class Ring: UIView {
            }
            extension Ring {
                override class var layerClass: AnyClass { CAShapeLayer.self }
                override subscript(i: Int) -> Int { i }
                override init(frame: CGRect) { super.init(frame: frame) }
                static func make() -> Ring { Ring(frame: .zero) }
            }

            """
        let r = try PortTestSupport.port(text)
        #expect(r.output == """
            final class Ring: UIView {

                override class var layerClass: AnyClass { CAShapeLayer.self }

                override subscript(i: Int) -> Int { i }

                override init(frame: CGRect) { super.init(frame: frame) }
            }
            extension Ring {
                static func make() -> Ring { Ring(frame: .zero) }
            }

            """)
        #expect(r.edits.count == 3)
    }

    @Test func anOverrideInAnExtensionOfAClassNotGivenIsRefusedNamingIt() {
        let layout = "import UIKit\n\nextension UIViewController {\n    override func viewDidLoad() {}\n}\n"
        let error = PortTestSupport.portError([("Screen.swift", Self.screen), ("Any+Load.swift", layout)])
        #expect(error == .overrideOutsideGivenClass(path: "Any+Load.swift", line: 4, member: "override func viewDidLoad()", typeName: "UIViewController"))
        #expect(error?.description == "Any+Load.swift:4: 'override func viewDidLoad()' overrides from an extension of UIViewController, but no source declares class UIViewController; add the file that declares it")
    }

    @Test func aStructOfTheSameNameIsNoHomeForAnOverride() {
        let error = PortTestSupport.portError([("S.swift", "struct Screen {}\nextension Screen { override var x: Int { 1 } }\n")])
        #expect(error == .overrideOutsideGivenClass(path: "S.swift", line: 2, member: "override var x: Int", typeName: "Screen"))
    }

    @Test func anOverrideInsideIfInAnExtensionIsRefused() {
        let text = "class Screen: UIViewController {}\nextension Screen {\n#if DEBUG\n    override func viewDidLoad() {}\n#endif\n}\n"
        #expect(PortTestSupport.portError([("S.swift", text)])
            == .overrideInsideConditional(path: "S.swift", line: 4, member: "override func viewDidLoad()"))
    }

    @Test func overridesMoveWhenExtensionAndClassAreUnderTheSameConditions() throws {
        let screen = "#if canImport(UIKit)\nimport UIKit\n#if DEBUG\n#else\nclass Screen: UIViewController {\n}\n#endif\n#endif\n"
        let layout = "#if canImport(UIKit)\n#if DEBUG\n#else\nextension Screen {\n    override func viewDidLoad() {}\n}\n#endif\n#endif\n"
        let r = try PortTestSupport.port([("S.swift", screen), ("L.swift", layout)])
        #expect(r.outputs[0] == "#if canImport(UIKit)\nimport UIKit\n#if DEBUG\n#else\nclass Screen: UIViewController {\n\n    override func viewDidLoad() {}\n}\n#endif\n#endif\n")
    }

    @Test func anOverrideUnderOtherConditionsThanItsClassIsRefused() {
        let screen = "class Screen: UIViewController {}\n"
        let layout = "#if os(iOS)\nextension Screen {\n    override func viewDidLoad() {}\n}\n#endif\n"
        #expect(PortTestSupport.portError([("S.swift", screen), ("L.swift", layout)])
            == .overrideUnderOtherConditions(path: "L.swift", line: 3, member: "override func viewDidLoad()", className: "Screen", classPath: "S.swift"))
        let elseBranch = "#if os(iOS)\nclass Screen: UIViewController {}\n#else\nextension Screen {\n    override func viewDidLoad() {}\n}\n#endif\n"
        #expect(PortTestSupport.portError([("S.swift", elseBranch)])
            == .overrideUnderOtherConditions(path: "S.swift", line: 5, member: "override func viewDidLoad()", className: "Screen", classPath: "S.swift"))
    }

    @Test func aClassDeclaredInTwoSourcesIsRefused() {
        let error = PortTestSupport.portError([("A.swift", "class Screen {}\n"), ("B.swift", "class Screen {}\n")])
        #expect(error == .classDeclaredTwice(name: "Screen", first: "A.swift", second: "B.swift"))
    }

    @Test func aClassDeclaredOncePerBranchTakesTheOverridesOfItsOwnBranch() throws {
        let text = """
            #if os(iOS)
            class Screen: UIViewController {}
            extension Screen { override func viewDidLoad() {} }
            #else
            class Screen: NSViewController {}
            extension Screen { override func loadView() {} }
            #endif

            """
        let r = try PortTestSupport.port(text)
        // (`os(iOS)` becomes `canImport(UIKit)`; the branches are told apart as written.)
        #expect(r.output == """
            #if canImport(UIKit)
            class Screen: UIViewController {
            override func viewDidLoad() {}
            }
            extension Screen {  }
            #else
            class Screen: NSViewController {
            override func loadView() {}
            }
            extension Screen {  }
            #endif

            """)
    }
}

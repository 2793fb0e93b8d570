import Testing
@testable import RenderTransitionCLI

/// Imports that stop a file before anything is checked on Linux: submodules are imported whole,
/// `ObjectiveC` and absent Apple frameworks are dropped (or replaced by the module that brings
/// what they re-export), `Darwin` is Glibc, and a file written for SwiftUI or AppKit is left out.
@Suite struct ImportRewritesTests {
    @Test func submodulesAreImportedWhole() throws {
        let r = try PortTestSupport.port("import UIKit.UIColor\nimport QuartzCore.CALayer\nimport UIKit.UIGestureRecognizerSubclass\nimport class UIKit.UIView\n")
        #expect(r.output == "import UIKit\nimport QuartzCore\nimport UIKit\nimport class UIKit.UIView\n", "\(r.edits)")
        #expect(r.edits[0] == "T.swift:1: import UIKit.UIColor → import UIKit — the modules here have no submodules; UIKit is imported whole")
        #expect(r.edits.count == 3)
    }

    @Test func objectiveCIsDroppedOrBecomesUIKitSayingSo() throws {
        let beside = try PortTestSupport.port("import UIKit\nimport ObjectiveC\nlet k = 1\n")
        #expect(beside.output == "import UIKit\nlet k = 1\n")
        #expect(beside.edits == ["T.swift:2: import ObjectiveC → (line removed) — there is no Objective-C runtime on Linux; what the UIKit module has of it comes with import UIKit"])
        let alone = try PortTestSupport.port("import ObjectiveC\nlet k = 1\n")
        #expect(alone.output == "import UIKit\nlet k = 1\n")
    }

    @Test func absentFrameworksAreDroppedAndDarwinIsGlibc() throws {
        let r = try PortTestSupport.port("import MetalKit\nextension CGSize { var center: CGPoint { CGPoint(x: width / 2, y: height / 2) } }\n")
        #expect(r.output == "import QuartzCore\nextension CGSize { var center: CGPoint { CGPoint(x: width / 2, y: height / 2) } }\n")
        #expect(r.edits[0].hasPrefix("T.swift:1: import MetalKit → import QuartzCore — MetalKit does not exist here;"))
        let withUIKit = try PortTestSupport.port("import UIKit\nimport CoreMedia\nimport Darwin\n")
        #expect(withUIKit.output == "import UIKit\nimport Glibc\n")
        #expect(withUIKit.edits[0] == "T.swift:2: import CoreMedia → (line removed) — CoreMedia does not exist here; what this file uses of it will not compile")
    }

    @Test func aFileForSwiftUIIsLeftOutAndAGuardedImportStays() throws {
        let files = [("View.swift", "import SwiftUI\nstruct V: View { var body: some View { Text(\"a\") } }\n"),
                     ("Guarded.swift", "#if canImport(SwiftUI)\nimport SwiftUI\n#endif\nimport UIKit\n")]
        let ported = try Porter.port(files.map { PortInput(path: $0.0, bytes: Array($0.1.utf8)) })
        #expect(ported[0].leftOutFor == "SwiftUI")
        #expect(ported[1].leftOutFor == nil)
        #expect(ported[1].bytes == Array(files[1].1.utf8))
    }

    /// Imports in branches that are not compiled here stay, and leave nothing out: the `#else`
    /// of `canImport(UIKit)`, `os(macOS)`, `canImport` of a framework that does not exist here.
    @Test func importsInBranchesNotCompiledHereStay() throws {
        let text = """
            #if canImport(UIKit)
            import UIKit
            #elseif canImport(AppKit)
            import AppKit
            #else
            import SwiftUI
            #endif
            #if os(macOS)
            import Cocoa
            #endif
            #if canImport(Combine) && DEBUG
            import Combine
            #endif
            #if !canImport(UIKit)
            import MetalKit
            #endif
            #if os(iOS) || os(tvOS)
            import UIKit.UIColor
            #endif

            """
        let ported = try Porter.port([PortInput(path: "T.swift", bytes: Array(text.utf8))])
        #expect(ported[0].leftOutFor == nil)
        let output = String(decoding: ported[0].bytes, as: UTF8.self)
        #expect(output == text.replacingOccurrences(of: "#if os(iOS) || os(tvOS)\nimport UIKit.UIColor", with: "#if canImport(UIKit)\nimport UIKit"))
    }

    /// `Selector` is the UIKit module's: a file that imported only Foundation or QuartzCore
    /// gets `import UIKit` beside its imports when port writes a Selector into it.
    @Test func aSelectorInAFileWithoutUIKitBringsItsImport() throws {
        let r = try PortTestSupport.port("import Foundation\nimport QuartzCore\n\nfinal class Ticker {\n    @objc func tick() {}\n    lazy var s = #selector(tick)\n}\n")
        #expect(r.output == "import Foundation\nimport QuartzCore\nimport UIKit\n\nfinal class Ticker {\n    func tick() {}\n    lazy var s = Selector(Ticker.tick)\n}\n")
        #expect(r.edits.first == "T.swift:3: (line added) → import UIKit — Selector is the UIKit module's; this file did not import UIKit")
        // A lone file that imports nothing sees no UIKit type either: nothing is added…
        let none = try PortTestSupport.port("final class Ticker {\n    func tick() {}\n    lazy var s = #selector(tick)\n}\n")
        #expect(none.output == "final class Ticker {\n    func tick() {}\n    lazy var s = Selector(Ticker.tick)\n}\n")
        // …unless it is a framework's file that saw UIKit through the umbrella header: another
        // file imports UIKit and this one names UIKit or Core Graphics types.
        let framework = try PortTestSupport.port([("Constants.swift", "// Constants\n\nstruct Constants {\n    static let radius: CGFloat = 8\n}\n"),
                                                  ("Plain.swift", "struct Plain { let n = 1 }\n"),
                                                  ("Deck.swift", "import UIKit\nfinal class Deck: UIView {}\n")])
        #expect(framework.outputs[0] == "// Constants\n\nimport UIKit\nstruct Constants {\n    static let radius: CGFloat = 8\n}\n")
        #expect(framework.outputs[1] == "struct Plain { let n = 1 }\n")
        #expect(framework.edits.first == "Constants.swift:3: (line added) → import UIKit — in a framework the Swift files see UIKit through its umbrella header without importing it; here each file imports what it uses")
        // A framework's file that imports only Foundation saw UIKit through the umbrella header
        // too (ARNTransitionAnimator's "AnimatedTransitioning .swift"), and its DispatchQueue and
        // NSEC_PER_SEC are UIKit's (the recording's virtual clock): it gets the import; one that
        // names only Foundation's types does not.
        let foundation = try PortTestSupport.port([("Animated.swift", "import Foundation\n\nfinal class A: NSObject {}\nextension A: UIViewControllerAnimatedTransitioning {}\n"),
                                                   ("Delay.swift", "import Foundation\nfunc delay(_ d: Double) -> Double { d * Double(NSEC_PER_SEC) }\n"),
                                                   ("Model.swift", "import Foundation\nstruct M { let url: NSURL; let size: CGSize }\n"),
                                                   ("Deck.swift", "import UIKit\nfinal class Deck: UIView {}\n")])
        #expect(foundation.outputs[0] == "import Foundation\nimport UIKit\n\nfinal class A: NSObject {}\nextension A: UIViewControllerAnimatedTransitioning {}\n")
        #expect(foundation.outputs[1] == "import Foundation\nimport UIKit\nfunc delay(_ d: Double) -> Double { d * Double(NSEC_PER_SEC) }\n")
        #expect(foundation.outputs[2] == "import Foundation\nstruct M { let url: NSURL; let size: CGSize }\n")
        #expect(foundation.edits.first == "Animated.swift:2: (line added) → import UIKit — in a framework the Swift files see UIKit through its umbrella header without importing it; here each file imports what it uses")
        let withUIKit = try PortTestSupport.port("import UIKit\nfinal class T { func t() {}; lazy var s = #selector(t) }\n")
        #expect(withUIKit.output == "import UIKit\nfinal class T { func t() {}; lazy var s = Selector(T.t) }\n")
    }
}

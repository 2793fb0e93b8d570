import Testing
@testable import RenderTransitionCLI

/// `import Foundation` and `import Dispatch` go from a file that imports UIKit and names one of
/// the module's Dispatch types (there they make the names ambiguous); every other import stays.
@Suite struct RedundantImportsTests {
    @Test func foundationAndDispatchGoWhereTheyHideTheVirtualClock() throws {
        let text = "import UIKit\nimport Foundation\nimport Dispatch\nimport Yams\n\nfunc later(_ q: DispatchQueue) {}\n"
        let result = try PortTestSupport.port(text)
        #expect(result.output == "import UIKit\nimport Yams\n\nfunc later(_ q: DispatchQueue) {}\n")
        #expect(result.edits == ["T.swift:2: import Foundation → (line removed)", "T.swift:3: import Dispatch → (line removed)"])
    }

    @Test(arguments: ["DispatchGroup()", "DispatchTime.now()", "DispatchWorkItem {}", "DispatchQueue.main", "Timer.scheduledTimer(withTimeInterval: 1, repeats: false) { _ in }"])
    func eachShadowedTypeCounts(use: String) throws {
        let result = try PortTestSupport.port("import Foundation\nimport UIKit\nlet x = \(use)\n")
        #expect(result.output == "import UIKit\nlet x = \(use)\n")
    }

    @Test(arguments: [
        // No Dispatch type named: nothing is ambiguous, nothing changes.
        "import UIKit\nimport Foundation\nlet v = UIView()\n",
        // No UIKit: Foundation is where Dispatch comes from.
        "import Foundation\nlet q = DispatchQueue.main\n",
        // UIKit only under a condition: not the plain import.
        "#if canImport(UIKit)\nimport UIKit\n#endif\nimport Foundation\nlet q = DispatchQueue.main\n",
        // The Foundation import under a condition, with an attribute, or sharing its line.
        "import UIKit\n#if DEBUG\nimport Foundation\n#endif\nlet q = DispatchQueue.main\n",
        "import UIKit\n@preconcurrency import Foundation\nlet q = DispatchQueue.main\n",
        "import UIKit\nimport Foundation // dates\nlet q = DispatchQueue.main\n",
        "import UIKit\nimport Foundation; import Yams\nlet q = DispatchQueue.main\n",
        // The name in a string or a comment is not a use.
        "import UIKit\nimport Foundation\n// DispatchQueue\nlet s = \"DispatchGroup\"\n",
        // An import inside a type's body is not a top-level import.
        "import Foundation\nstruct S {\n    func f() { let q = DispatchQueue.main }\n}\n",
    ])
    func everythingElseStaysAsWritten(text: String) throws {
        let result = try PortTestSupport.port(text)
        #expect(result.output == text)
        #expect(result.edits.isEmpty)
    }

    /// A submodule import is imported whole (ImportRewrites), but it is not the plain import
    /// that makes Foundation's Dispatch names ambiguous, so Foundation stays.
    @Test func aSubmoduleImportIsNotThePlainImport() throws {
        let result = try PortTestSupport.port("import UIKit.UIGestureRecognizerSubclass\nimport Foundation\nlet q = DispatchQueue.main\n")
        #expect(result.output == "import UIKit\nimport Foundation\nlet q = DispatchQueue.main\n")
        #expect(result.edits.count == 1)
    }

    @Test func crlfFilesLoseTheWholeLine() throws {
        let result = try PortTestSupport.port("import UIKit\r\nimport Foundation\r\nlet q = DispatchQueue.main\r\n")
        #expect(result.output == "import UIKit\r\nlet q = DispatchQueue.main\r\n")
    }
}

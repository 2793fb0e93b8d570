import Testing
@testable import RenderTransitionCLI

/// A framework file that imports only Foundation saw UIKit through the umbrella header.
@Suite struct UmbrellaImportTests {
    @Test func aFoundationOnlyFileNamingUIKitTypesGetsUIKit() throws {
        let r = try PortTestSupport.port([
            ("A.swift", "import UIKit\nclass Base {}\n"),
            ("Flip.swift", "import Foundation\n\nfinal class Flip: Base {\n    var t = CATransform3DIdentity\n}\n"),
            ("Plain.swift", "import Foundation\n\nstruct Model { var name: NSString }\n"),
        ])
        #expect(r.outputs[1] == "import Foundation\nimport UIKit\n\nfinal class Flip: Base {\n    var t = CATransform3DIdentity\n}\n")
        #expect(r.outputs[2] == "import Foundation\n\nstruct Model { var name: NSString }\n", "Foundation's own types need nothing more")
        #expect(r.edits.contains { $0.hasPrefix("Flip.swift:") && $0.contains("umbrella header") })
    }
}

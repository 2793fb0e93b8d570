import Foundation
import Testing
@testable import Transitions

/// A text node is shown in UIKit as a UITextView (padding 5, any inset) or a label (no inset, no
/// padding); any other pair is refused at load, naming the field and the two shapes.
@Suite struct SceneFileTextShapeTests {
    private func text(_ extra: String) -> String {
        SceneFileTestSupport.scene(toChildren: """
            {"type": "text", "frame": [0, 0, 100, 40], \(extra) "runs": [{"text": "Hi"}]}
            """)
    }

    @Test func textViewsAndLabelsLoad() throws {
        let dir = try SceneFileTestSupport.scratchDirectory("text-shape")
        defer { try? FileManager.default.removeItem(atPath: dir) }
        for extra in ["", "\"inset\": [2, 4, 6, 8],", "\"padding\": 5,", "\"inset\": [0, 0, 0, 0], \"padding\": 0,"] {
            #expect(SceneFileTestSupport.error(text(extra), in: dir) == nil, "\(extra)")
        }
    }

    @Test func otherPaddingsAreRefused() throws {
        let dir = try SceneFileTestSupport.scratchDirectory("text-shape-bad")
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let padded = try #require(SceneFileTestSupport.error(text("\"padding\": 3,"), in: dir))
        #expect(padded.kind == .invalidValue)
        #expect(padded.location?.hasPrefix("to.children[0].padding") == true, "\(padded)")
        #expect(padded.message.contains("padding 3 with inset [8, 0, 8, 0]") && padded.message.contains("give padding 5"), "\(padded)")
        let insetLabel = try #require(SceneFileTestSupport.error(text("\"inset\": [1, 0, 0, 0], \"padding\": 0,"), in: dir))
        #expect(insetLabel.message.contains("padding 0 with inset [1, 0, 0, 0]"), "\(insetLabel)")
    }
}

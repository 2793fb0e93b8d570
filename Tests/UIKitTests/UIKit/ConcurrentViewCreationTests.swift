import XCTest
import UIKit

/// Views made on several threads at once (a parallel Swift Testing run builds its controllers
/// so) each get their own engine view: the hand-off from `UIView.adopting(_:)` to
/// `init(frame:)` is per thread. Shared, a label could take another thread's plain view and
/// trap on its first text setter.
final class ConcurrentViewCreationTests: XCTestCase {
    func testLabelsAndImageViewsMadeOnManyThreadsAtOnceAreWhole() {
        DispatchQueue.concurrentPerform(iterations: 400) { i in
            let label = UILabel()
            label.text = "row \(i)"
            label.textAlignment = .center
            let image = UIImageView(frame: CGRect(x: 0, y: 0, width: 4, height: 4))
            image.contentMode = .scaleAspectFit
            precondition(label.text == "row \(i)" && image.contentMode == .scaleAspectFit)
        }
    }
}

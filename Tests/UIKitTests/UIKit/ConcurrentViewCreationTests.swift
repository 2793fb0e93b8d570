import XCTest
import UIKit

/// Views made on several threads at once (a parallel Swift Testing run builds its controllers
/// so) come out whole: the layers waiting to display and the open transactions they mark are
/// process-wide, and are only touched under one lock (before it, about one run in six aborted
/// with a corrupted heap: two threads opening the implicit transaction at once).
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

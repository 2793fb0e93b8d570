// Imports UIKit alone, as app code does: here `DispatchGroup` names the UIKit module's group in
// expressions and in types. (A file that also imports Foundation, Dispatch or XCTest reaches
// Dispatch's group by a path that bypasses UIKit, and the name is ambiguous there, as it is for
// `DispatchQueue`: this file keeps the tests' XCTest import apart.)
import UIKit

/// Fades `views` in one after another, `stagger` seconds apart, each over `duration`, and calls
/// `completion` on the main queue when the last fade ends (ViewAnimator's pattern).
func fadeInStaggered(_ views: [UIView], duration: TimeInterval, stagger: TimeInterval,
                     completion: @escaping () -> Void) {
    let group = DispatchGroup()
    for (i, view) in views.enumerated() {
        view.alpha = 0
        enterAndAnimate(group, view, duration: duration, delay: stagger * Double(i))
    }
    group.notify(queue: .main) { completion() }
}

/// The group as a parameter type: enters it and leaves when the fade completes.
private func enterAndAnimate(_ group: DispatchGroup, _ view: UIView, duration: TimeInterval, delay: TimeInterval) {
    group.enter()
    UIView.animate(withDuration: duration, delay: delay, options: [.curveLinear], animations: { view.alpha = 1 },
                   completion: { _ in group.leave() })
}

/// A group with work still in it, waited for: what `wait()` does inside a recording.
func waitOnBusyGroup() {
    let group = DispatchGroup()
    group.enter()
    group.wait()
    group.leave()
}

/// One `leave()` too many.
func leaveUnbalanced() {
    let group = DispatchGroup()
    group.enter()
    group.leave()
    group.leave()
}

/// Outside a recording: work on a global queue, the group waited for; returns what the work wrote.
func waitForGlobalWork() -> Int {
    let group = DispatchGroup()
    let box = ResultBox()
    DispatchQueue.global().async(group: group) { box.value = 42 }
    group.wait()
    return box.value
}

/// Written by a global-queue block and read after the group's wait.
final class ResultBox: @unchecked Sendable { var value = 0 }

/// Notifies through a group that is already empty, logging the order of events: the block
/// runs after the code that submitted it returns, never inside `notify`.
func notifyOnEmptyGroup(log: @escaping (String) -> Void) {
    let group: DispatchGroup = DispatchGroup()
    group.notify(queue: DispatchQueue.main) { log("notified") }
    log("after notify")
}

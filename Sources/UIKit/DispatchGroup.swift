// This file must import Dispatch: the module's `DispatchGroup` shadows Dispatch's for a client
// file whose only path to Dispatch runs through UIKit's re-exports (see docs/uikit.md).
import Dispatch
internal import Transitions

/// Dispatch's group, shadowed for UIKit code: `notify(queue:execute:)` submits its block to the
/// module's `DispatchQueue` when the last `leave()` balances the `enter()`s, so inside a
/// recording the block runs on the virtual clock at the moment of that `leave()` (ViewAnimator's
/// `group.notify(queue: .main) { completion() }` after its staggered animations).
public final class DispatchGroup: @unchecked Sendable {
    private let lock = NSLock()
    private var entered = 0
    private var waiting: [(queue: DispatchQueue, work: () -> Void)] = []
    /// Dispatch's group, kept balanced alongside so `wait()` outside a recording blocks as Dispatch's does.
    private let real = Dispatch.DispatchGroup()

    /// An empty group.
    public init() {}

    /// Counts one more piece of work in the group.
    public func enter() {
        lock.withLock { entered += 1 }
        real.enter()
    }

    /// Counts one piece of work as done; the last one submits the blocks waiting in `notify`.
    /// A `leave()` without its `enter()` (a crash in Dispatch) is reported and changes nothing.
    public func leave() {
        let due: [(queue: DispatchQueue, work: () -> Void)]? = lock.withLock {
            guard entered > 0 else { return nil }
            entered -= 1
            guard entered == 0 else { return [] }
            defer { waiting = [] }
            return waiting
        }
        guard let due else {
            RecordingLog.error("DispatchGroup.leave() was called more times than enter(); balance each leave() with an enter()")
            return
        }
        real.leave()
        for (queue, work) in due { queue.async(execute: work) }
    }

    /// Submits `work` to `queue` once the group is empty (at once when it already is).
    public func notify(queue: DispatchQueue, execute work: @escaping @convention(block) () -> Void) {
        let now: Bool = lock.withLock {
            if entered == 0 { return true }
            waiting.append((queue, work))
            return false
        }
        if now { queue.async(execute: work) }
    }

    /// Submits a work item to `queue` once the group is empty.
    public func notify(queue: DispatchQueue, work item: DispatchWorkItem) {
        notify(queue: queue) { item.perform() }
    }

    /// Blocks until the group is empty. Inside a recording the work that would empty it runs
    /// later on the same thread's virtual clock, so waiting there would never end: an empty group
    /// returns at once, anything else is reported and returns without waiting.
    public func wait() {
        if Timeline.current != nil {
            if lock.withLock({ entered }) > 0 {
                RecordingLog.error("DispatchGroup.wait() inside a recording would block the virtual clock forever; use notify(queue:execute:) instead")
            }
            return
        }
        real.wait()
    }
}

extension DispatchQueue {
    /// Runs `work` as part of `group`: the group is entered now and left when `work` returns.
    public func async(group: DispatchGroup, execute work: @escaping @convention(block) () -> Void) {
        group.enter()
        async {
            work()
            group.leave()
        }
    }
}

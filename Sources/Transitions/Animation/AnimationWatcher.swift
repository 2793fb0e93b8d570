/// Sees every animation added to a layer while it is current: how the UIKit module knows when
/// the animations of a CATransaction (blocks included) end, to call its completion block.
/// Confined to the thread that installed it (`@unchecked Sendable` only to be a task-local).
package final class AnimationWatcher: @unchecked Sendable {
    @TaskLocal package static var current: AnimationWatcher?

    /// The latest finite end time among the animations seen.
    package private(set) var latestEnd: Double?
    /// Told about each animation added.
    package var onAdd: ((Animation) -> Void)?

    package init() {}

    func added(_ a: Animation) {
        if a.endTime.isFinite { latestEnd = max(latestEnd ?? a.endTime, a.endTime) }
        onAdd?(a)
    }
}

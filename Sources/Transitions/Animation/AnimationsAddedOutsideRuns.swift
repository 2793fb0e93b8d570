import Foundation

/// Animations added while no run's clock was current: UIKit code that runs before a recording
/// (PopupDialog's initialiser lays its labels out inside a 0.08 s animation block before it is
/// presented). Their times are on the clock outside any run, which stands at 0, and nothing
/// would ever end them, so they played again at the start of every later recording. The next
/// run adopts them once its screen is set up, as if that code had run just before the run began
/// (which is when code run before a presentation runs on a device): one on a layer under the
/// screen's root ends on the run's clock at its end time (it shows, so it is recorded); one on
/// a layer not on the screen (a controller not yet presented) ends at once, since nothing of it
/// would show and its end must not hold the recording open. Ending means what it means in a
/// run: removed when `isRemovedOnCompletion`, the completion called.
///
/// A run adopts only what was added on its own thread: UIKit code is main-thread code, and
/// another thread's layers (another test's, in a parallel test run) are that thread's to change.
enum AnimationsAddedOutsideRuns {
    private struct Entry { weak var layer: Layer?; weak var animation: Animation?; var thread: pthread_t }
    nonisolated(unsafe) private static var entries: [Entry] = []
    private static let lock = NSLock()

    static func note(_ animation: Animation, on layer: Layer) {
        lock.lock(); defer { lock.unlock() }
        // Nothing drains the list outside a recording: drop freed entries as it grows.
        if entries.count >= 1024, entries.count & (entries.count - 1) == 0 { entries.removeAll { $0.layer == nil || $0.animation == nil } }
        entries.append(Entry(layer: layer, animation: animation, thread: pthread_self()))
    }

    /// Hands every animation still on its layer to `clock` (see the type's comment).
    static func adopt(into clock: Timeline, screen: Layer) {
        lock.lock()
        let here = pthread_self()
        let taken = entries.filter { pthread_equal($0.thread, here) != 0 }
        entries.removeAll { pthread_equal($0.thread, here) != 0 }
        lock.unlock()
        for e in taken {
            guard let layer = e.layer, let a = e.animation, layer.holds(a) else { continue }
            if layer.isDescendant(of: screen) {
                layer.scheduleEnd(of: a, on: clock)
            } else {
                layer.end(a)
            }
        }
    }
}

extension Timeline {
    /// Takes over the animations added while no run's clock was current (UIKit code run before
    /// a recording), so that they end (on this clock when under `screen`, else at once) instead
    /// of showing at every run's start.
    package func adoptAnimationsAddedOutsideRuns(screen: Layer) {
        AnimationsAddedOutsideRuns.adopt(into: self, screen: screen)
    }
}

import Foundation
import Synchronization

/// The flag SIGINT and SIGTERM set while a render runs; the render polls it between frames.
///
/// The handler only stores to a lock-free atomic (async-signal-safe) and restores the default
/// action, so a second Ctrl-C ends the process at once the usual way. A process inherits its
/// parent thread's signal mask, and parents spawning from dispatch worker threads (test runners,
/// build tools) pass SIGINT blocked, so `install()` unblocks both signals too.
package enum InterruptSignal {
    private static let flag = Atomic<Bool>(false)

    /// True once a signal arrived after `install()`.
    package static var isSet: Bool { flag.load(ordering: .relaxed) }

    /// Installs the handlers and clears the flag.
    package static func install() {
        flag.store(false, ordering: .relaxed)
        signal(SIGINT, handler)
        signal(SIGTERM, handler)
        var set = sigset_t()
        sigemptyset(&set)
        sigaddset(&set, SIGINT)
        sigaddset(&set, SIGTERM)
        sigprocmask(SIG_UNBLOCK, &set, nil)
    }

    /// Restores the default actions.
    package static func uninstall() {
        signal(SIGINT, SIG_DFL)
        signal(SIGTERM, SIG_DFL)
    }

    private static let handler: @convention(c) (Int32) -> Void = { signalNumber in
        InterruptSignal.flag.store(true, ordering: .relaxed)
        signal(signalNumber, SIG_DFL)
    }
}

import Foundation
import Raster
import Synchronization

/// The flag SIGINT and SIGTERM set while a render runs; the render polls it between frames and
/// while it waits for workers.
///
/// The handler only stores to lock-free atomics and posts a POSIX semaphore (both
/// async-signal-safe). A second signal (a second Ctrl-C, or `timeout -s INT` reaching the
/// process twice through its group) makes the watchdog below act at once instead of after the
/// grace period, so the process still ends at once but with its cleanup and message. A process inherits its parent thread's signal mask, and parents spawning
/// from dispatch worker threads (test runners, build tools) pass SIGINT blocked, so `install()`
/// unblocks both signals too.
///
/// A wait the render does not poll (a write to an ffmpeg that stopped reading, a read that
/// blocks in the kernel) must not keep the process alive: a watchdog thread woken by the
/// semaphore gives the render `gracePeriod` to stop by itself, then removes this process's
/// temporary files in the directories registered with `removeTemporaries(in:)`, stops the
/// registered child processes, prints one line and exits with 130.
package enum InterruptSignal {
    private static let flag = Atomic<Bool>(false)
    /// Signals received since `install()`; from the second on, the watchdog does not wait.
    private static let received = Atomic<Int>(0)
    /// Set by the first `giveUp`: a second caller (the watchdog and `endNow` at once) waits for its exit.
    private static let ending = Atomic<Bool>(false)
    /// True between `install()` and `uninstall()`: the watchdog acts only then.
    private static let armed = Atomic<Bool>(false)
    // Written once (sem_init) before any handler is installed; sem_post and sem_wait are
    // thread- and async-signal-safe.
    nonisolated(unsafe) private static let semaphore: UnsafeMutablePointer<sem_t> = {
        let s = UnsafeMutablePointer<sem_t>.allocate(capacity: 1)
        sem_init(s, 0, 0)
        return s
    }()
    private static let watchdog = Mutex<Bool>(false)
    private static let cleanup = Mutex<(directories: [String], children: [pid_t], files: [String])>(([], [], []))
    /// How long after a signal the render may take to stop by itself (the brief's "within a
    /// second", with room for the exit itself).
    package static let gracePeriod = 0.8

    /// True once a signal arrived after `install()`.
    package static var isSet: Bool { flag.load(ordering: .relaxed) }

    /// Installs the handlers, clears the flag and starts the watchdog (once per process).
    package static func install() {
        flag.store(false, ordering: .relaxed)
        received.store(0, ordering: .relaxed)
        _ = semaphore
        cleanup.withLock { $0 = ([], [], []) }
        armed.store(true, ordering: .relaxed)
        startWatchdog()
        signal(SIGINT, handler)
        signal(SIGTERM, handler)
        var set = sigset_t()
        sigemptyset(&set)
        sigaddset(&set, SIGINT)
        sigaddset(&set, SIGTERM)
        sigprocmask(SIG_UNBLOCK, &set, nil)
    }

    /// Restores the default actions; the watchdog no longer acts.
    package static func uninstall() {
        armed.store(false, ordering: .relaxed)
        signal(SIGINT, SIG_DFL)
        signal(SIGTERM, SIG_DFL)
    }

    /// Where the watchdog removes this process's temporary files (`.NAME.tmp-PID...`, the names
    /// `TemporaryFile` and `FFmpegRunner` use) if it has to end the process.
    package static func removeTemporaries(in directory: String) {
        cleanup.withLock { $0.directories.append(directory) }
    }

    /// `removeTemporaries(in:)` for the directory that will hold `file`.
    package static func removeTemporaries(besideFile file: String) {
        let directory = (file as NSString).deletingLastPathComponent
        removeTemporaries(in: directory.isEmpty ? "." : directory)
    }

    /// A file (an output directory's lock) the watchdog removes if it has to end the process.
    package static func removeOnGiveUp(file: String) {
        cleanup.withLock { $0.files.append(file) }
    }

    /// A child process (ffmpeg) the watchdog stops with SIGTERM if it has to end the process.
    package static func stopOnGiveUp(child: pid_t) {
        cleanup.withLock { $0.children.append(child) }
    }

    private static let handler: @convention(c) (Int32) -> Void = { signalNumber in
        InterruptSignal.flag.store(true, ordering: .relaxed)
        InterruptSignal.received.add(1, ordering: .relaxed)
        sem_post(InterruptSignal.semaphore)
    }

    private static func startWatchdog() {
        let start = watchdog.withLock { started in
            defer { started = true }
            return !started
        }
        guard start else { return }
        let thread = Thread {
            while true {
                while sem_wait(semaphore) != 0 {}
                guard armed.load(ordering: .relaxed) else { continue }
                let deadline = Date(timeIntervalSinceNow: gracePeriod)
                while Date() < deadline && armed.load(ordering: .relaxed) && received.load(ordering: .relaxed) < 2 { usleep(10_000) }
                guard armed.load(ordering: .relaxed) else { continue }
                giveUp()
            }
        }
        thread.name = "interrupt watchdog"
        thread.start()
    }

    /// For a command that noticed the signal itself but cannot finish cleanly (`docs`, whose
    /// ffmpeg writer gave up waiting): the watchdog's cleanup and exit, now.
    package static func endNow() -> Never {
        giveUp(line: "interrupted (complete files are kept, no partial file is left)\n")
    }

    /// Ends a process that did not stop within the grace period, leaving no temporary file.
    private static func giveUp(line given: String? = nil) -> Never {
        if ending.exchange(true, ordering: .relaxed) { while true { pause() } }
        let (directories, children, files) = cleanup.withLock { $0 }
        for child in children { kill(child, SIGTERM) }
        // Reap every child, so none outlives this process: SIGKILL what SIGTERM did not end.
        let patience = Date(timeIntervalSinceNow: 0.3)
        var running = children.filter { waitpid($0, nil, WNOHANG) == 0 }
        while !running.isEmpty && Date() < patience {
            usleep(5_000)
            running = running.filter { waitpid($0, nil, WNOHANG) == 0 }
        }
        for child in running {
            kill(child, SIGKILL)
            waitpid(child, nil, 0)
        }
        for file in files { _ = PathBytes.withCString(file) { unlink($0) } }
        let marker = ".tmp-\(getpid())"
        for directory in directories {
            // Directory entries as bytes (paths need not be UTF-8; see PathBytes).
            PathBytes.withCString(directory) { path in
                guard let stream = opendir(path) else { return }
                defer { closedir(stream) }
                while let entry = readdir(stream) {
                    let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                        String(cString: raw.bindMemory(to: CChar.self).baseAddress!)
                    }
                    guard name.hasPrefix("."), name.contains(marker) else { continue }
                    _ = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                        unlinkat(dirfd(stream), raw.bindMemory(to: CChar.self).baseAddress!, 0)
                    }
                }
            }
        }
        let how = received.load(ordering: .relaxed) > 1 ? "interrupted again; stopped at once" : "interrupted; stopped waiting after \(gracePeriod) s"
        let line = given ?? "\(how) (complete frames are kept, no partial file is left)\n"
        _ = line.withCString { write(2, $0, strlen($0)) }
        _exit(ExitCode.interrupted)
    }
}

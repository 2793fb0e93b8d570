import Foundation
import Raster
import Transitions
import TransitionCatalog
import UIKit
import UIKitRecorder
import UIKitDogfood

/// Ping recorded from a user's own UIKit code (UIKitDogfood's reveal screens pushed in their
/// `UINavigationController`, recorded by `TransitionRecorder`) against the CLI's recording of
/// the same transition (`SceneRecording` of the catalog's `ping` demo, as `render --demo ping`
/// makes it). Each side is recorded, then drawn on as many workers, every frame compared byte
/// for byte with the CLI's frames drawn once before the measured rounds (a compare costs a few
/// percent of a frame, where hashing every pixel cost several frames). The sides take turns,
/// which goes first swapping every round, and each ratio is the median of the rounds' own
/// ratios, so a burst of load from other processes falls on one pair and not on one side. Wall
/// time is the figure the target names (the drawing is spread over the workers); the process's
/// CPU time beside it counts the work on a shared machine.
struct UIKitRecording {
    let scale: Int
    let workers: Int

    /// One side's medians: record and draw (wall and process CPU seconds), and recording alone.
    struct Side {
        var wall: Double, cpu: Double, record: Double
    }

    struct Figures {
        var cli: Side, user: Side
        /// The user's time over the CLI's: the median of the rounds' ratios.
        var wallRatio: Double, cpuRatio: Double
        var frames: Int, identical: Bool
    }

    func run(reps: Int) throws -> Figures {
        let settings = RenderSettings(fps: 60, scale: Double(scale))
        let recorder = TransitionRecorder(screenSize: CGSize(width: 390, height: 844), scale: CGFloat(scale), fps: 60)
        let recordCLI = { try SceneRecording(scene: UIKitScene.ping, settings: settings).recording }
        let recordUser = { () throws -> Recording in
            let nav = UINavigationController(rootViewController: RevealScreenController.white())
            nav.isNavigationBarHidden = true
            let delegate = RevealNavigationDelegate()
            nav.delegate = delegate
            return try withExtendedLifetime(delegate) {
                try recorder.record(root: nav) { nav.pushViewController(RevealScreenController.black(), animated: true) }
            }
        }
        // The CLI's frames, kept to compare with; drawing them is also the warm-up (the first
        // recording in a process loads fonts and fills caches).
        var reference: [Pixmap] = []
        try FrameSequence(recording: recordCLI(), workers: workers).run(produce: { _, p in p.copy() }, consume: { _, p in reference.append(p) })
        var identical = try Self.matches(recordUser(), reference, workers: workers)
        let compare = { (recording: Recording) throws -> Bool in try Self.matches(recording, reference, workers: workers) }
        var cli = Samples(), user = Samples()
        for round in 0..<reps {
            for isUser in round % 2 == 0 ? [false, true] : [true, false] {
                let same = isUser ? try user.measure({ try Self.timed(recordUser) }, compare: compare)
                    : try cli.measure({ try Self.timed(recordCLI) }, compare: compare)
                if !same { identical = false }
            }
        }
        let wallRatios = zip(user.wall, cli.wall).map { $0 / $1 }, cpuRatios = zip(user.cpu, cli.cpu).map { $0 / $1 }
        return Figures(cli: cli.medians, user: user.medians, wallRatio: Measure.median(wallRatios), cpuRatio: Measure.median(cpuRatios),
                       frames: reference.count, identical: identical)
    }

    /// One side's times over the measured rounds.
    private struct Samples {
        var wall: [Double] = [], cpu: [Double] = [], record: [Double] = []

        /// Times recording (`record` returns the recording and its wall seconds) and drawing
        /// the frames (`compare`), wall and process CPU seconds; returns what `compare` said.
        mutating func measure(_ record: () throws -> (Recording, Double), compare: (Recording) throws -> Bool) throws -> Bool {
            var recordTime = 0.0, same = false
            let cpuStart = Measure.processCPU()
            let wallTime = try Measure.wallTime {
                let (recording, seconds) = try record()
                recordTime = seconds
                same = try compare(recording)
            }
            cpu.append(Measure.processCPU() - cpuStart)
            wall.append(wallTime)
            self.record.append(recordTime)
            return same
        }

        var medians: Side { Side(wall: Measure.median(wall), cpu: Measure.median(cpu), record: Measure.median(record)) }
    }

    /// `body`'s result and the wall seconds it took.
    private static func timed<T>(_ body: () throws -> T) rethrows -> (T, Double) {
        let start = Measure.wall()
        let result = try body()
        return (result, Measure.wall() - start)
    }

    /// Whether `recording`'s frames, drawn on `workers`, are `reference`'s byte for byte.
    private static func matches(_ recording: Recording, _ reference: [Pixmap], workers: Int) throws -> Bool {
        guard recording.frameCount == reference.count else { return false }
        var same = true
        try FrameSequence(recording: recording, workers: workers).run(produce: { i, p in
            let r = reference[i]
            return p.width == r.width && p.height == r.height
                && memcmp(p.pixels.baseAddress!, r.pixels.baseAddress!, p.pixels.count * MemoryLayout<UInt32>.stride) == 0
        }, consume: { _, equal in same = same && equal })
        return same
    }
}

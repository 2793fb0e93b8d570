import Foundation
import Raster
import TransitionOutputs
import Transitions

/// Strategies for recordings: frames at chosen times or fractions, every frame, a contact
/// sheet. A recording's warnings fail the assertion unless allowed.
extension GoldenStrategy where Value == Recording {
    /// The frame showing `time` seconds after the transition started.
    public static func frame(at time: Double) -> GoldenStrategy<Recording> { frames(at: [time]) }

    /// The frames showing each of `times` (seconds after the start), one golden each, named by
    /// the time ("0.100s"). A recording of UIKit code has frames at its fps: a time between two
    /// is shown by the nearer frame (the earlier on a tie).
    public static func frames(at times: [Double]) -> GoldenStrategy<Recording> {
        GoldenStrategy(problems: \.warnings) { recording in
            try times.enumerated().map { i, t in
                guard let image = try recording.frame(at: t) else {
                    throw GoldenFailure(
                        "times[\(i)] = \(t) s is outside the recording (0...\(recording.duration) s); "
                            + "give times within it")
                }
                return GoldenShot(image, suffix: String(format: "%.3fs", t))
            }
        }
    }

    /// The frames at each of `fractions` (0...1) of the recording's duration, named by the
    /// percentage ("0", "25", "100"); 1 is the settled end.
    public static func frames(atFractions fractions: [Double]) -> GoldenStrategy<Recording> {
        GoldenStrategy(problems: \.warnings) { recording in
            try fractions.enumerated().map { i, f in
                guard (0...1).contains(f) else { throw GoldenFailure("fractions[\(i)] = \(f) is not in 0...1; give fractions of the duration") }
                guard let image = try recording.frame(at: f * recording.duration) else {
                    throw GoldenFailure("fractions[\(i)] = \(f) cannot be drawn")
                }
                return GoldenShot(image, suffix: percentLabel(f))
            }
        }
    }

    /// Every frame, one golden each ("frame-0000" …), drawn on every core.
    public static var everyFrame: GoldenStrategy<Recording> {
        GoldenStrategy(problems: \.warnings) { recording in
            var shots: [GoldenShot] = []
            let digits = FrameFileNames.digits(forLastIndex: recording.frameCount - 1)
            try FrameSequence(recording: recording).run(
                produce: { _, p in p.copy() },
                consume: { i, p in
                    shots.append(GoldenShot(p, suffix: String(FrameFileNames.name(ofFrame: i, digits: digits).dropLast(4))))
                })
            return shots
        }
    }

    /// The contact sheet (`OutputFormat.sheet`) as one golden: every frame (at most
    /// `ContactSheetBuilder.maximumCells`, picked evenly) at a readable size, labelled with its time.
    public static var sheet: GoldenStrategy<Recording> {
        GoldenStrategy(problems: \.warnings) { recording in
            let builder = ContactSheetBuilder(
                frameCount: recording.frameCount, frameWidth: recording.pixelWidth,
                frameHeight: recording.pixelHeight, title: recording.title)
            try FrameSequence(recording: recording).run(
                produce: { _, p in p.copy() },
                consume: { i, p in
                    builder.add(index: i, time: recording.time(ofFrame: i), frame: p)
                })
            return [GoldenShot(builder.finish(), suffix: "sheet")]
        }
    }
}

/// "0", "25", "100", or "33.3" for a fraction that is not a whole percent.
func percentLabel(_ fraction: Double) -> String {
    let percent = fraction * 100
    if percent == percent.rounded() { return String(Int(percent)) }
    return String((percent * 10).rounded() / 10)
}

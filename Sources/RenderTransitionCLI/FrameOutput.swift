import Foundation
import Raster
import Transitions
import TransitionOutputs

/// Writes a render's files in frame order: frame PNGs (temporary name + rename), the animations
/// (APNG, WebP, GIF, MP4) and the contact sheet. The animations and the sheet appear only when
/// `finish()` runs, so a failed or interrupted render leaves none of them.
final class FrameOutput {
    let directory: String
    let formats: [RenderRequest.Format]
    /// Digits in frame file names: 4, or more when the full run's last index needs them.
    let digits: Int
    private let animations: [any AnimationWriter]
    private let sheet: ContactSheetBuilder?
    private let compression: PNGCompression
    /// Frames consumed so far (all requested formats have them).
    private(set) var framesWritten = 0
    private(set) var firstIndex: Int?
    private(set) var lastIndex: Int?

    /// Opens the outputs for `count` frames of `width x height`; `totalFrames` is the full run's
    /// frame count (names stay the same whichever range is rendered).
    init(directory: String, formats: [RenderRequest.Format], count: Int, totalFrames: Int, width: Int, height: Int,
         fps: Int, compression: PNGCompression, title: String, animation: AnimationSettings = AnimationSettings()) throws(CLIError) {
        self.directory = directory
        self.formats = formats
        self.compression = compression
        digits = Self.digits(forLastIndex: totalFrames - 1)
        animations = try animation.outputs(formats: formats, directory: directory, width: width, height: height,
                                           frameCount: count, fps: fps)
        sheet = formats.contains(.sheet) ? ContactSheetBuilder(frameCount: count, frameWidth: width, frameHeight: height, title: title) : nil
    }

    /// True when the workers must keep a copy of each frame's pixels.
    var needsPixels: Bool { formats.contains { $0 != .png } }
    /// True when the workers must encode each frame as a PNG file.
    var needsPNG: Bool { formats.contains(.png) }

    /// `frame-0007.png` for a frame index.
    func fileName(ofFrame index: Int) -> String { Self.fileName(ofFrame: index, digits: digits) }

    /// `frame-0007.png` for a frame index with `digits` digits (see `digits(forLastIndex:)`).
    static func fileName(ofFrame index: Int, digits: Int) -> String { FrameFileNames.name(ofFrame: index, digits: digits) }

    /// Writes one frame (called in frame order); `time` labels its contact-sheet cell. The
    /// animations take it before its PNG is written, so a frame file on disk is a frame counted
    /// in `framesWritten` even when an animation's writer stops the run (ffmpeg stalled).
    func write(index: Int, frame: RenderedFrame, time: Double) throws(CLIError) {
        do {
            if let pixels = frame.pixels {
                for animation in animations { try animation.append(pixels) }
                sheet?.add(index: framesWritten, time: time, frame: pixels)
            }
            if let png = frame.png { try PNG.writeAtomically(bytes: png, to: Self.join(directory, fileName(ofFrame: index))) }
        } catch let error as CLIError {
            throw error
        } catch let error as OutputError {
            throw .runtime(error.message)
        } catch {
            throw .runtime("\(error)")
        }
        firstIndex = firstIndex ?? index
        lastIndex = index
        framesWritten += 1
    }

    /// Completes the animation and writes the contact sheet.
    func finish() throws(CLIError) {
        do {
            for animation in animations { try animation.finish() }
        } catch {
            throw .runtime(error.message)
        }
        do {
            if let sheet { try PNG.write(sheet.finish(), to: Self.join(directory, "sheet.png"), compression: compression) }
        } catch {
            throw .runtime("\(error)")
        }
    }

    /// What was written, for the summary line.
    var writtenFiles: [String] {
        var files: [String] = []
        if needsPNG, let first = firstIndex, let last = lastIndex {
            files.append(first == last ? fileName(ofFrame: first) : "\(fileName(ofFrame: first)) ... \(fileName(ofFrame: last))")
        }
        files += animations.map(\.fileName)
        if sheet != nil { files.append("sheet.png") }
        return files
    }

    static func digits(forLastIndex last: Int) -> Int { FrameFileNames.digits(forLastIndex: last) }

    static func join(_ directory: String, _ name: String) -> String { FrameFileNames.join(directory, name) }
}

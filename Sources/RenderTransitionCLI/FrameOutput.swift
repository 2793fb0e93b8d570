import Foundation
import Raster
import Transitions

/// Writes a render's files in frame order: frame PNGs (temporary name + rename), the animated
/// PNG and the contact sheet. The animation and the sheet appear only when `finish()` runs, so
/// a failed or interrupted render leaves neither.
final class FrameOutput {
    let directory: String
    let formats: [RenderRequest.Format]
    /// Digits in frame file names: 4, or more when the full run's last index needs them.
    let digits: Int
    private let animation: APNGWriter?
    private let sheet: ContactSheetBuilder?
    private let compression: PNGCompression
    /// Frames consumed so far (all requested formats have them).
    private(set) var framesWritten = 0
    private(set) var firstIndex: Int?
    private(set) var lastIndex: Int?

    /// Opens the outputs for `count` frames of `width x height`; `totalFrames` is the full run's
    /// frame count (names stay the same whichever range is rendered).
    init(directory: String, formats: [RenderRequest.Format], count: Int, totalFrames: Int, width: Int, height: Int,
         fps: Int, compression: PNGCompression, title: String) throws(CLIError) {
        self.directory = directory
        self.formats = formats
        self.compression = compression
        digits = Self.digits(forLastIndex: totalFrames - 1)
        do {
            // Frames are drawn over the window's opaque black, so every frame is opaque: RGB.
            animation = formats.contains(.apng)
                ? try APNGWriter(path: Self.join(directory, "transition.png"), width: width, height: height, frameCount: count,
                                 fps: fps, compression: compression, opaque: FrameRenderer.windowBackground.alpha == 1)
                : nil
        } catch {
            throw .runtime("\(error)")
        }
        sheet = formats.contains(.sheet) ? ContactSheetBuilder(frameCount: count, frameWidth: width, frameHeight: height, title: title) : nil
    }

    /// True when the workers must keep a copy of each frame's pixels.
    var needsPixels: Bool { formats.contains(.apng) || formats.contains(.sheet) }
    /// True when the workers must encode each frame as a PNG file.
    var needsPNG: Bool { formats.contains(.png) }

    /// `frame-0007.png` for a frame index.
    func fileName(ofFrame index: Int) -> String { Self.fileName(ofFrame: index, digits: digits) }

    /// `frame-0007.png` for a frame index with `digits` digits (see `digits(forLastIndex:)`).
    static func fileName(ofFrame index: Int, digits: Int) -> String {
        let number = String(index)
        return "frame-" + String(repeating: "0", count: max(digits - number.count, 0)) + number + ".png"
    }

    /// Writes one frame (called in frame order); `time` labels its contact-sheet cell.
    func write(index: Int, frame: RenderedFrame, time: Double) throws(CLIError) {
        do {
            if let png = frame.png { try PNG.writeAtomically(bytes: png, to: Self.join(directory, fileName(ofFrame: index))) }
            if let pixels = frame.pixels {
                try animation?.append(pixels)
                sheet?.add(index: framesWritten, time: time, frame: pixels)
            }
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
            try animation?.finish()
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
        if animation != nil { files.append("transition.png") }
        if sheet != nil { files.append("sheet.png") }
        return files
    }

    static func digits(forLastIndex last: Int) -> Int { max(4, String(max(last, 0)).count) }

    static func join(_ directory: String, _ name: String) -> String {
        directory.hasSuffix("/") ? directory + name : directory + "/" + name
    }
}

import Foundation
import Raster
import Transitions

/// The docs gallery: every transition and direction, in each appearance asked for, as an
/// animated PNG (and any other animation formats asked for) and a contact sheet, with a Markdown
/// index page and an HTML page that plays and scrubs them (`render-transition docs --out DIR`).
///
/// The caller records each transition's two directions in each appearance (`record`: the
/// catalog's UIKit transitions through the recorder, the same `Recording` every output takes)
/// and the gallery writes them one at a time: frames are drawn by `FrameSequence` on every core,
/// encoded into the APNG and downscaled into the sheet as they arrive in order, so memory stays
/// at one recording and a few frames. Nothing in the output depends on the clock or the thread
/// count: regenerating gives the same bytes.
public enum DocsGallery {
    /// How long each animation holds its last frame before it loops, in seconds.
    public static let hold = 1.0
    /// The box each contact-sheet cell fits: half a 390 x 844 pt phone screen (the iPhone 16's
    /// 393 x 852 fits it at 195 x 422 too). A six-column sheet of these is ~1260 px wide, about
    /// what a docs page shows it at (GitHub scales wider images down to its ~830 px column), and
    /// holds 0.4x the pixels of the default 240 px cells.
    public static let sheetCellBox = (width: 195, height: 422)

    /// Writes the gallery of `transitions` into `directory` (created if missing); `record`
    /// gives a transition's forward (`reverse` false) or reverse recording in an appearance of
    /// `appearances` (each direction is written in each, in that order), made at `scale` and
    /// `fps` on the screen `screen` describes (the pages say them: e.g. "an iPhone 16 with its
    /// status bar and home indicator"); `progress` gets one line per item. `apng: false` leaves
    /// the APNGs out; `formats` adds other animation files; `sheetFormat` is the contact sheets'
    /// file type; `workers` drawing threads.
    public static func generate(into directory: String, transitions: [GalleryTransition],
                                appearances: [GalleryAppearance] = [.light],
                                record: (_ transition: GalleryTransition, _ reverse: Bool, _ appearance: GalleryAppearance) throws -> GalleryRecording,
                                screen: String = "its showcase scene",
                                scale: Double = 1, fps: Int = 30,
                                workers: Int = ProcessInfo.processInfo.activeProcessorCount,
                                apng: Bool = true, formats: [GalleryAnimationFormat] = [],
                                sheetFormat: GallerySheetFormat = .png,
                                progress: (String) -> Void = { _ in }) throws {
        guard !appearances.isEmpty else { throw DocsGalleryError(item: directory, message: "no appearance to record: give light, dark or both") }
        do {
            try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        } catch {
            throw DocsGalleryError(item: directory, message: "cannot create the output directory: \(error.localizedDescription)")
        }
        var entries: [GalleryEntry] = []
        for transition in transitions {
            for reverse in [false, true] {
                for appearance in appearances {
                    let baseName = "\(transition.name)-\(reverse ? "reverse" : "forward")\(appearance.fileSuffix)"
                    let recorded: GalleryRecording
                    do {
                        recorded = try record(transition, reverse, appearance)
                    } catch {
                        throw DocsGalleryError(item: baseName, message: "\(error)")
                    }
                    let entry = try write(recorded, of: transition, appearance: appearance, baseName: baseName, into: directory,
                                          workers: workers, apng: apng, formats: formats, sheetFormat: sheetFormat)
                    // Rounded to a microsecond: 0.4 s is "400 ms", not the product's "400.00000000000006".
                    progress("\(entry.baseName): \(entry.frameCount) frames, \(((entry.totalDuration * 1e6).rounded() / 1e3).messageDescription) ms")
                    entries.append(entry)
                }
            }
        }
        let pages = GalleryPages(entries: entries, screen: screen, appearances: appearances, scale: scale, fps: fps)
        let index = GalleryIndex(pages).markdown
        do {
            try PNG.writeAtomically(bytes: Array(index.utf8), to: directory + "/index.md")
        } catch {
            throw DocsGalleryError(item: "index.md", message: "\(error)")
        }
        progress("index.md: \(entries.count) items")
        let page = GalleryHTMLPage(pages).html
        do {
            try PNG.writeAtomically(bytes: Array(page.utf8), to: directory + "/index.html")
        } catch {
            throw DocsGalleryError(item: "index.html", message: "\(error)")
        }
        progress("index.html: \(entries.count) players")
    }

    /// Writes one recorded direction: `<baseName>.png` (APNG), the other formats' files and
    /// the sheet, `-sheet.<extension>`.
    static func write(_ recorded: GalleryRecording, of transition: GalleryTransition, appearance: GalleryAppearance,
                      baseName: String, into directory: String,
                      workers: Int, apng: Bool, formats: [GalleryAnimationFormat],
                      sheetFormat: GallerySheetFormat) throws -> GalleryEntry {
        let recording = recorded.recording
        let sheetFile = "\(baseName)-sheet.\(sheetFormat.fileExtension)"
        let width = recording.pixelWidth, height = recording.pixelHeight, count = recording.frameCount
        let sheet = ContactSheetBuilder(frameCount: count, frameWidth: width, frameHeight: height,
                                        title: "\(transition.name) \(recorded.operation) · \(recorded.sceneName) · \(appearance.rawValue) · \(recording.fps) fps",
                                        cellBox: sheetCellBox)
        var animations: [String] = []
        do {
            let apngWriter = apng
                ? try APNGWriter(path: "\(directory)/\(baseName).png", width: width, height: height,
                                 frameCount: count, fps: recording.fps, opaque: true, hold: hold)
                : nil
            if apng { animations.append("\(baseName).png") }
            var writers: [any GalleryAnimationWriter] = []
            for format in formats {
                let name = "\(baseName).\(format.fileExtension)"
                writers.append(try format.makeWriter("\(directory)/\(name)", width, height, count, recording.fps))
                animations.append(name)
            }
            // The frame buffer is reused by its worker, so the product is a copy handed to the in-order consumer.
            try FrameSequence(recording: recording, workers: workers).run(produce: { _, pixels in pixels.copy() }, consume: { i, frame in
                try apngWriter?.append(frame)
                for writer in writers { try writer.append(frame) }
                sheet.add(index: i, time: recording.time(ofFrame: i), frame: frame)
            })
            try apngWriter?.finish()
            for writer in writers { try writer.finish() }
            // The sheet is written once and loaded by every page view (it is the HTML player's sprite): the strongest effort.
            try sheetFormat.write(sheet.finish(), "\(directory)/\(sheetFile)")
        } catch {
            throw DocsGalleryError(item: baseName, message: "\(error)")
        }
        let cells = sheet.shownFrames.enumerated().map { k, frame in
            let r = sheet.cellRect(k)
            return (frame: frame, time: recording.time(ofFrame: frame),
                    rect: IntRect(x: Int(r.minX), y: Int(r.minY), width: Int(r.width), height: Int(r.height)))
        }
        let sheetImage = sheet.finish()
        return GalleryEntry(transition: transition, operation: recorded.operation, appearance: appearance, baseName: baseName,
                            sceneName: recorded.sceneName,
                            frameCount: count, fps: recording.fps, transitionDuration: recorded.transitionDuration,
                            totalDuration: recorded.totalDuration, warnings: recorded.warnings, animations: animations, sheetFile: sheetFile,
                            sheetCells: cells, sheetWidth: sheetImage.width, sheetHeight: sheetImage.height)
    }
}

/// Why the gallery could not be written: the item (transition and direction, or file) and the cause.
public struct DocsGalleryError: Error, CustomStringConvertible, Sendable {
    /// The gallery item or file that failed (e.g. `circle-mask-reverse`).
    public var item: String
    /// What went wrong, from the stage that failed.
    public var message: String

    public var description: String { "docs gallery: \(item): \(message)" }
}

import TransitionOutputs
import Foundation
import TransitionCatalog
import Transitions
import TransitionCatalog

/// `docs --out DIR`: records the catalog for the gallery (`CatalogGallery`) after checking the options.
struct DocsCommand {
    let directory: String
    let scale: Double
    let fps: Int
    let quiet: Bool
    /// Render threads (`--jobs`, default all cores).
    let jobs: Int
    /// The animation formats of each item (`--format`, default apng).
    let formats: [RenderRequest.Format]
    /// The contact sheets' file type (`--sheet-format`, default png).
    let sheetFormat: GallerySheetFormat

    /// The transitions to include (`--transition`, repeatable or comma-separated; nil: all).
    let transitions: [String]?

    /// The formats `docs --format` takes.
    static let formatWords: [RenderRequest.Format] = [.apng, .webp, .gif, .mp4]

    init(_ p: ParsedArguments) throws(CLIError) {
        guard let out = p.value("--out"), !out.isEmpty else { throw .usage("docs needs --out DIR (where the gallery goes)") }
        if let extra = p.positionals.first { throw .usage("unexpected argument '\(extra)'; docs takes only options") }
        directory = out
        scale = try p.value("--scale").map { v throws(CLIError) in try OptionValue.number(v, option: "--scale") } ?? 1
        guard RenderLimits.scale.contains(scale) else { throw .usage(PlanError.scaleOutOfRange(scale).description(naming: RenderCommand.flag(for:))) }
        fps = try p.value("--fps").map { v throws(CLIError) in try OptionValue.integer(v, option: "--fps") } ?? 30
        guard RenderLimits.fps.contains(fps) else { throw .usage(PlanError.fpsOutOfRange(fps).description(naming: RenderCommand.flag(for:))) }
        quiet = p.has("--quiet")
        if let v = p.value("--jobs") {
            jobs = try OptionValue.integer(v, option: "--jobs")
            guard RenderRequest.jobsRange.contains(jobs) else {
                throw .usage("--jobs \(jobs) is outside \(RenderRequest.jobsRange.lowerBound)...\(RenderRequest.jobsRange.upperBound)")
            }
        } else {
            jobs = ProcessInfo.processInfo.activeProcessorCount
        }
        var formats: [RenderRequest.Format] = []
        for value in p.all("--format") {
            for word in value.split(separator: ",", omittingEmptySubsequences: false) {
                let name = try OptionValue.choice(String(word), option: "--format", among: Self.formatWords.map(\.rawValue))
                let f = RenderRequest.Format(rawValue: name)!
                if !formats.contains(f) { formats.append(f) }
            }
        }
        self.formats = formats.isEmpty ? [.apng] : formats
        let sheetWords = GalleryFormats.sheetFormats.map(\.fileExtension)
        let sheetWord = try p.value("--sheet-format").map { v throws(CLIError) in try OptionValue.choice(v, option: "--sheet-format", among: sheetWords) }
        sheetFormat = GalleryFormats.sheetFormats.first { $0.fileExtension == sheetWord } ?? GalleryFormats.sheetFormats[0]
        let names = p.all("--transition").flatMap { $0.split(separator: ",").map(String.init) }
        let known = Catalog.all.map(\.name)
        for name in names where !known.contains(name) {
            let hint = EditDistance.nearest(to: name, among: known).map { "did you mean '\($0)'? " } ?? ""
            throw .usage("--transition '\(name)' is not a known transition; \(hint)see 'render-transition list'")
        }
        // A name given twice (`--transition push --transition push,push`) is one gallery item.
        var unique: [String] = []
        for name in names where !unique.contains(name) { unique.append(name) }
        transitions = unique.isEmpty ? nil : unique
    }

    func run(console: Console) throws(CLIError) {
        let ffmpeg = formats.contains(.gif) || formats.contains(.mp4) ? try AnimationSettings.locateFFmpeg() : nil
        try OutputDirectory.prepare(directory)
        let lock = try OutputLock.acquire(directory)
        defer { lock.release() }
        // Every file of the gallery is written there under a temporary name first.
        InterruptSignal.removeTemporaries(in: directory)
        do {
            try CatalogGallery.generate(into: directory, names: transitions, scale: scale, fps: fps, workers: jobs, apng: formats.contains(.apng),
                                        formats: GalleryFormats.formats(formats, scale: scale, ffmpeg: ffmpeg),
                                        sheetFormat: sheetFormat,
                                        progress: { line in if !quiet { console.printError(line) } })
        } catch {
            // An ffmpeg writer that stopped waiting because of a signal: end as the signal asks.
            if InterruptSignal.isSet { InterruptSignal.endNow() }
            throw .runtime("docs gallery in \(directory): \(error)")
        }
        LeftoverTemporaries.remove(in: directory)
    }
}

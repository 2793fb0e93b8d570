import TransitionOutputs
import Foundation
import TransitionCatalog
import Transitions
import UIKit

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
    /// What the gallery is recorded on (`--device NAME|none`, `--system-ui`, `--no-system-ui`;
    /// default an iPhone 16 with its system UI).
    let screen: CatalogGallery.Screen
    /// The appearances each direction is recorded in (`--appearance light|dark|both`, default both).
    let appearances: [GalleryAppearance]

    /// The words `docs --appearance` takes and the appearances each records, the default last.
    static let appearanceWords: [(word: String, appearances: [GalleryAppearance])] = [
        ("light", [.light]), ("dark", [.dark]), ("both", [.light, .dark]),
    ]

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
        screen = try Self.screen(p)
        let appearanceWord = try OptionValue.choice(p.value("--appearance") ?? "both", option: "--appearance",
                                                    among: Self.appearanceWords.map(\.word))
        appearances = Self.appearanceWords.first { $0.word == appearanceWord }!.appearances
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

    /// Reads `--device`, `--system-ui` and `--no-system-ui`: a device draws its system UI unless
    /// `--no-system-ui` says not to; `--device none` is the bare screen, which has none to draw.
    static func screen(_ p: ParsedArguments) throws(CLIError) -> CatalogGallery.Screen {
        if p.has("--system-ui"), p.has("--no-system-ui") {
            throw .usage("--system-ui and --no-system-ui contradict each other: give one (the system UI is drawn on a device by default)")
        }
        let name = p.value("--device") ?? DeviceModel.iPhone16.name
        guard name != "none" else {
            if let flag = ["--system-ui", "--no-system-ui"].first(where: p.has) {
                throw .usage("\(flag) needs a device, and --device none is the bare screen: drop \(flag) or name a device")
            }
            return .bare
        }
        let model: DeviceModel
        do {
            model = try DeviceModel.named(name)
        } catch {
            let known = DeviceModel.all.map(\.name) + ["none"]
            let hint = EditDistance.nearest(to: name, among: known).map { "; did you mean '\($0)'?" } ?? ""
            throw .usage("--device \(error.description) (or none, a bare screen)\(hint)")
        }
        return CatalogGallery.Screen(device: model, systemUI: !p.has("--no-system-ui"))
    }

    func run(console: Console) throws(CLIError) {
        let ffmpeg = formats.contains(.gif) || formats.contains(.mp4) ? try AnimationSettings.locateFFmpeg() : nil
        try OutputDirectory.prepare(directory)
        let lock = try OutputLock.acquire(directory)
        defer { lock.release() }
        // Every file of the gallery is written there under a temporary name first.
        InterruptSignal.removeTemporaries(in: directory)
        do {
            try CatalogGallery.generate(into: directory, names: transitions, screen: screen, appearances: appearances,
                                        scale: scale, fps: fps, workers: jobs, apng: formats.contains(.apng),
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

import Foundation
import Raster
import Transitions
import TransitionCatalog

/// A `render` command line as typed values, checked for everything that needs no file: sources
/// that exclude each other, ranges, and options that only make sense together.
package struct RenderRequest: Sendable {
    /// Where the two screens come from.
    package enum Source: Sendable, Equatable {
        case demo(String)
        case scene(path: String, allowingImagesOutside: Bool)
        case screenshots(from: String, to: String, toText: Rect?, background: Color?)
    }

    /// The files a render writes.
    package enum Format: String, Sendable, CaseIterable {
        case png, apng, sheet, webp, gif, mp4
    }

    package var source: Source
    /// The plan's settings (transition, direction, trigger, duration, fps, scale).
    package var settings: RenderSettings
    package var outputDirectory: String
    /// Frames of the full run to render (nil: all).
    package var frames: ClosedRange<Int>?
    /// Requested formats in first-mention order, without repeats.
    package var formats: [Format]
    package var quiet: Bool
    /// Render one frame at this interactive progress instead of the timeline.
    package var progress: Double?
    /// A gesture trace file driving the transition interactively.
    package var gesturePath: String?
    /// True when `--fps` was on the command line (messages suggest lowering only what was given).
    package var fpsWasGiven = false
    package var compression: PNGCompression
    /// Worker threads.
    package var jobs: Int
    /// Seconds the render may take before it stops with the complete frames kept (`--time-limit`).
    package var timeLimit: Double?
    /// Seconds the last frame of an animation stays before it loops (`--hold`).
    package var hold: Double = 1
    /// The GIF's width in pixels (`--gif-width`; nil: the point width).
    package var gifWidth: Int?
    /// WebP's lossy quality (`--quality`; nil: lossless).
    package var quality: Int?
    /// The device the frames show (`--device`, `--orientation`, `--system-ui`: DeviceRequest.swift).
    package var device: DeviceRequest?
    /// `--appearance` and `--layout-direction`.
    package var appearance = RenderAppearanceOptions()

    /// The accepted holds in seconds.
    package static let holdRange = 0.0...60.0
    /// The accepted GIF widths.
    package static let gifWidthRange = 16...4096

    /// The longest `--time-limit` accepted (a week), so the deadline is a finite time.
    package static let maximumTimeLimit = 604_800.0

    /// The accepted worker counts.
    package static let jobsRange = 1...256

    /// Reads and checks the parsed options of `render`.
    package init(_ p: ParsedArguments) throws(CLIError) {
        let sources = ["--demo", "--scene", "--from"].filter(p.has)
        guard sources.count <= 1 else {
            throw .usage("\(sources.joined(separator: " and ")) both name the screens; give one of --demo, --scene, --from/--to")
        }
        if p.has("--from") != p.has("--to") {
            throw .usage(p.has("--from") ? "--from needs --to B.png (the second screenshot)" : "--to needs --from A.png (the first screenshot)")
        }
        if p.has("--allow-images-outside") && !p.has("--scene") {
            throw .usage("--allow-images-outside applies to scene files only; use it with --scene FILE.json")
        }
        for option in ["--to-text", "--background"] where p.has(option) && !p.has("--from") {
            throw .usage("\(option) applies to screenshots only; use it with --from A.png --to B.png")
        }
        if let from = p.value("--from"), let to = p.value("--to") {
            source = .screenshots(from: from, to: to,
                                  toText: try p.value("--to-text").map { v throws(CLIError) in try OptionValue.rect(v, option: "--to-text") },
                                  background: try p.value("--background").map { v throws(CLIError) in try OptionValue.color(v, option: "--background") })
        } else if let path = p.value("--scene") {
            source = .scene(path: path, allowingImagesOutside: p.has("--allow-images-outside"))
        } else {
            source = .demo(p.value("--demo") ?? UIKitScene.defaultDemo.name)
        }

        var settings = RenderSettings()
        settings.transition = p.value("--transition")
        settings.reverse = p.has("--reverse") ? true : nil
        if let v = p.value("--trigger") { settings.trigger = try OptionValue.rect(v, option: "--trigger") }
        if let v = p.value("--duration") {
            let d = try OptionValue.number(v, option: "--duration")
            guard d > 0, d <= RenderLimits.maximumDuration else { throw .usage(PlanError.invalidDuration(d).description(naming: RenderCommand.flag(for:))) }
            settings.duration = d
        }
        if let v = p.value("--fps") {
            fpsWasGiven = true
            settings.fps = try OptionValue.integer(v, option: "--fps")
            guard RenderLimits.fps.contains(settings.fps) else { throw .usage(PlanError.fpsOutOfRange(settings.fps).description(naming: RenderCommand.flag(for:))) }
        }
        if let v = p.value("--work-limit") {
            let w = try OptionValue.number(v, option: "--work-limit")
            guard w > 0, w.isFinite else { throw .usage("--work-limit \(v) must be a number of device pixels > 0, e.g. 2e9") }
            settings.workLimit = w
        }
        if let v = p.value("--scale") {
            let s = try OptionValue.number(v, option: "--scale")
            guard RenderLimits.scale.contains(s) else { throw .usage(PlanError.scaleOutOfRange(s).description(naming: RenderCommand.flag(for:))) }
            settings.scale = s
        }
        self.settings = settings

        outputDirectory = p.value("--out") ?? "frames"
        guard !outputDirectory.isEmpty else { throw .usage("--out '' is empty; name a directory, e.g. --out frames") }
        frames = try p.value("--frames").map { v throws(CLIError) in try OptionValue.frameRange(v, option: "--frames") }

        var formats: [Format] = []
        for value in p.all("--format") {
            for word in value.split(separator: ",", omittingEmptySubsequences: false) {
                let name = try OptionValue.choice(String(word), option: "--format", among: Format.allCases.map(\.rawValue))
                let f = Format(rawValue: name)!
                if !formats.contains(f) { formats.append(f) }
            }
        }
        self.formats = formats.isEmpty ? [.png] : formats

        quiet = p.has("--quiet")
        if let v = p.value("--progress") {
            let progress = try OptionValue.number(v, option: "--progress")
            guard (0...1).contains(progress) else { throw .usage(PlanError.progressOutOfRange(progress).description(naming: RenderCommand.flag(for:))) }
            self.progress = progress
        }
        gesturePath = p.value("--gesture")
        if progress != nil, let other = ["--gesture", "--frames"].first(where: p.has) {
            throw .usage("--progress renders one frame and cannot be combined with \(other)")
        }
        compression = PNGCompression(rawValue: try OptionValue.choice(p.value("--compression") ?? "fast", option: "--compression",
                                                                     among: PNGCompression.allCases.map(\.rawValue)))!
        if let v = p.value("--jobs") {
            jobs = try OptionValue.integer(v, option: "--jobs")
            guard Self.jobsRange.contains(jobs) else { throw .usage("--jobs \(jobs) is outside \(Self.jobsRange.lowerBound)...\(Self.jobsRange.upperBound)") }
        } else {
            jobs = ProcessInfo.processInfo.activeProcessorCount
        }
        if let v = p.value("--time-limit") {
            let t = try OptionValue.number(v, option: "--time-limit")
            guard t > 0, t <= Self.maximumTimeLimit else {
                throw .usage("--time-limit \(v) must be a number of seconds > 0 and at most \(Int(Self.maximumTimeLimit))")
            }
            timeLimit = t
        }
        try readAnimationOptions(p)
        try readDeviceOptions(p)
        appearance = try RenderAppearanceOptions(p)
        if !p.positionals.isEmpty {
            throw .usage("unexpected argument '\(p.positionals[0])'; render takes only options (see 'render-transition --help')")
        }
    }
}

import Transitions

/// `docs --out DIR`: hands the gallery to `DocsGallery` after checking the options.
struct DocsCommand {
    let directory: String
    let scale: Double
    let fps: Int
    let quiet: Bool

    init(_ p: ParsedArguments) throws(CLIError) {
        guard let out = p.value("--out"), !out.isEmpty else { throw .usage("docs needs --out DIR (where the gallery goes)") }
        if let extra = p.positionals.first { throw .usage("unexpected argument '\(extra)'; docs takes only options") }
        directory = out
        scale = try p.value("--scale").map { v throws(CLIError) in try OptionValue.number(v, option: "--scale") } ?? 1
        guard RenderLimits.scale.contains(scale) else { throw .usage(PlanError.scaleOutOfRange(scale).description(naming: RenderCommand.flag(for:))) }
        fps = try p.value("--fps").map { v throws(CLIError) in try OptionValue.integer(v, option: "--fps") } ?? 30
        guard RenderLimits.fps.contains(fps) else { throw .usage(PlanError.fpsOutOfRange(fps).description(naming: RenderCommand.flag(for:))) }
        quiet = p.has("--quiet")
    }

    func run(console: Console) throws(CLIError) {
        try OutputDirectory.prepare(directory)
        do {
            try DocsGallery.generate(into: directory, scale: scale, fps: fps) { line in
                if !quiet { console.printError(line) }
            }
        } catch {
            throw .runtime("docs gallery in \(directory): \(error)")
        }
    }
}

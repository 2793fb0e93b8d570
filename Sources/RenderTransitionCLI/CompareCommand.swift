import Foundation
import Raster

/// `compare REFERENCE.png ACTUAL.png`: prints the difference metrics, optionally writes a
/// difference image, and passes when every given limit holds.
///
/// Limits: `--max-channel`, `--max-fraction` (of pixels differing by more than `--threshold`),
/// `--max-delta-e` (mean CIEDE2000); `--tolerance C[,F[,E]]` sets the same three at once, and an
/// explicit `--max-*` wins over its part. A limit not given is not checked; with none given only
/// identical images pass.
struct CompareCommand {
    /// The images differ beyond tolerance: exit 1 with the metrics already printed.
    enum Outcome: Error { case differs }

    let referencePath: String
    let actualPath: String
    let tolerance: Tolerance
    let diffPath: String?
    let quiet: Bool
    /// `--sheet OUT.png`: golden | actual | difference side by side (CompareSequence).
    let sheetPath: String?

    init(_ p: ParsedArguments) throws(CLIError) {
        guard p.positionals.count == 2 else {
            throw .usage("compare needs two images, REFERENCE.png ACTUAL.png (got \(p.positionals.count))")
        }
        referencePath = p.positionals[0]
        actualPath = p.positionals[1]
        diffPath = p.value("--diff")
        quiet = p.has("--quiet")
        sheetPath = p.value("--sheet")
        tolerance = try Self.tolerance(p)
    }

    /// The limits the options state.
    static func tolerance(_ p: ParsedArguments) throws(CLIError) -> Tolerance {
        var channel: Int?, fraction: Double?, deltaE: Double?
        if let v = p.value("--tolerance") {
            let parts = v.split(separator: ",", omittingEmptySubsequences: false).map(String.init)
            guard (1...3).contains(parts.count) else {
                throw .usage("--tolerance '\(v)' must be C[,F[,E]]: max channel difference, differing fraction, mean ΔE")
            }
            channel = try OptionValue.integer(parts[0], option: "--tolerance")
            if parts.count > 1 { fraction = try OptionValue.number(parts[1], option: "--tolerance") }
            if parts.count > 2 { deltaE = try OptionValue.number(parts[2], option: "--tolerance") }
        }
        if let v = p.value("--max-channel") { channel = try OptionValue.integer(v, option: "--max-channel") }
        if let v = p.value("--max-fraction") { fraction = try OptionValue.number(v, option: "--max-fraction") }
        if let v = p.value("--max-delta-e") { deltaE = try OptionValue.number(v, option: "--max-delta-e") }
        let threshold = try p.value("--threshold").map { v throws(CLIError) in try OptionValue.integer(v, option: "--threshold") } ?? 0
        if let c = channel, !(0...255).contains(c) { throw .usage("max channel difference \(c) is outside 0...255") }
        if let f = fraction, !(0...1).contains(f) { throw .usage("max differing fraction \(f) is outside 0...1") }
        if let e = deltaE, e < 0 { throw .usage("max mean ΔE \(e) must not be negative") }
        guard (0...255).contains(threshold) else { throw .usage("--threshold \(threshold) is outside 0...255") }
        if channel == nil, fraction == nil, deltaE == nil { return Tolerance(perChannelThreshold: threshold) }
        return Tolerance(maxChannelDifference: channel ?? 255, maxDifferingPixelFraction: fraction ?? 1,
                         maxMeanDeltaE: deltaE, perChannelThreshold: threshold)
    }

    func run(console: Console) throws {
        if CompareSequence.isDirectory(referencePath) && CompareSequence.isDirectory(actualPath) {
            return try CompareSequence(command: self).run(console: console)
        }
        if sheetPath != nil { throw CLIError.usage("--sheet compares two folders of frames: compare GOLDEN_DIR ACTUAL_DIR --sheet OUT.png") }
        if let diffPath {
            try InputOverwriteCheck.refuse(outputs: [diffPath], landingOn: [referencePath, actualPath], option: "--diff \(diffPath)")
        }
        let reference: Pixmap, actual: Pixmap
        do {
            let referenceImage = try PNG.load(contentsOf: referencePath), actualImage = try PNG.load(contentsOf: actualPath)
            for warning in referenceImage.warnings + actualImage.warnings { console.printError("warning: \(warning)") }
            reference = referenceImage.pixmap
            actual = actualImage.pixmap
        } catch {
            throw CLIError.runtime("\(error)")
        }
        let difference: ImageDifference
        do {
            difference = try ImageDifference(reference: reference, actual: actual, perChannelThreshold: tolerance.perChannelThreshold)
        } catch {
            // Images of different sizes are the wrong inputs, not a difference: exit 2, as render
            // refuses screenshots of different sizes.
            throw CLIError.usage("\(referencePath) vs \(actualPath): \(error)")
        }
        if let diffPath {
            do {
                let image = try ImageDifference.differenceImage(reference: reference, actual: actual,
                                                                perChannelThreshold: tolerance.perChannelThreshold)
                InterruptSignal.removeTemporaries(besideFile: diffPath)
                try PNG.write(image, to: diffPath)
            } catch {
                throw CLIError.runtime("\(error)")
            }
        }
        let passes = tolerance.accepts(difference)
        if !quiet { console.out(report(difference, passes: passes)) }
        if !passes { throw Outcome.differs }
    }

    /// The metrics, one per line, and the verdict.
    func report(_ d: ImageDifference, passes: Bool) -> String {
        let percent = String(format: "%.4f", d.differingPixelFraction * 100)
        let psnr = d.psnr.isInfinite ? "inf (identical)" : String(format: "%.2f dB", d.psnr)
        var lines = [
            "max channel difference:   \(d.maxChannelDifference)",
            "differing pixels:         \(percent)% (\(d.differingPixelCount) of \(d.pixelCount), channel difference > \(d.perChannelThreshold))",
            "mean absolute difference: \(String(format: "%.4f", d.meanAbsoluteDifference))",
            "PSNR:                     \(psnr)",
            "CIEDE2000:                mean \(String(format: "%.4f", d.meanDeltaE2000)), max \(String(format: "%.4f", d.maxDeltaE2000))",
        ]
        lines.append(passes ? "result: within tolerance" : "result: beyond tolerance (\(failures(d).joined(separator: "; ")))")
        if let diffPath { lines.append("difference image: \(TerminalText.escaped(diffPath))") }
        return lines.joined(separator: "\n") + "\n"
    }

    /// The limits `d` breaks.
    func failures(_ d: ImageDifference) -> [String] {
        var out: [String] = []
        if d.maxChannelDifference > tolerance.maxChannelDifference {
            out.append("max channel difference \(d.maxChannelDifference) > \(tolerance.maxChannelDifference)")
        }
        let fraction = Double(d.differingPixelCount(threshold: tolerance.perChannelThreshold)) / Double(d.pixelCount)
        if fraction > tolerance.maxDifferingPixelFraction {
            out.append("differing fraction \(String(format: "%.4g", fraction)) > \(tolerance.maxDifferingPixelFraction.messageDescription)")
        }
        if let e = tolerance.maxMeanDeltaE, d.meanDeltaE2000 > e {
            out.append("mean ΔE \(String(format: "%.4f", d.meanDeltaE2000)) > \(e.messageDescription)")
        }
        return out
    }
}

import Foundation
import Raster
import TransitionOutputs
import Transitions

/// `compare GOLDEN_DIR ACTUAL_DIR`: every PNG of the golden folder against the file of the same
/// name in the actual folder, one line each and a verdict; `--sheet OUT.png` writes golden |
/// actual | difference side by side for the sequence (the frames that differ most when there are
/// more than a sheet holds). A file missing on either side fails the comparison.
struct CompareSequence {
    let command: CompareCommand

    /// One compared pair.
    struct Pair {
        let name: String
        let reference: Pixmap, actual: Pixmap
        let difference: ImageDifference?
        let passes: Bool
    }

    func run(console: Console) throws {
        let golden = try pngNames(command.referencePath), actual = try pngNames(command.actualPath)
        guard !golden.isEmpty else { throw CLIError.runtime("no .png files in \(command.referencePath) to compare") }
        var lines: [String] = [], pairs: [Pair] = []
        for name in golden {
            guard actual.contains(name) else {
                lines.append("\(name): missing in \(command.actualPath)")
                continue
            }
            let reference: Pixmap, image: Pixmap
            do {
                reference = try PNG.read(contentsOf: FrameOutput.join(command.referencePath, name))
                image = try PNG.read(contentsOf: FrameOutput.join(command.actualPath, name))
            } catch {
                throw CLIError.runtime("\(error)")
            }
            let d = try? ImageDifference(reference: reference, actual: image, perChannelThreshold: command.tolerance.perChannelThreshold)
            let passes = d.map(command.tolerance.accepts) ?? false
            pairs.append(Pair(name: name, reference: reference, actual: image, difference: d, passes: passes))
            lines.append("\(name): " + summary(of: pairs.last!))
        }
        for name in actual where !golden.contains(name) { lines.append("\(name): not in \(command.referencePath)") }
        let failures = lines.count - pairs.filter(\.passes).count
        if let sheetPath = command.sheetPath, !pairs.isEmpty { try writeSheet(pairs, to: sheetPath) }
        if !command.quiet {
            lines.append(failures == 0 ? "result: all \(pairs.count) frames within tolerance"
                                       : "result: \(failures) of \(lines.count) files beyond tolerance or missing")
            if let sheetPath = command.sheetPath { lines.append("comparison sheet: \(sheetPath)") }
            console.out(lines.joined(separator: "\n") + "\n")
        }
        if failures > 0 { throw CompareCommand.Outcome.differs }
    }

    func summary(of pair: Pair) -> String {
        guard let d = pair.difference else {
            return "size \(pair.actual.width) x \(pair.actual.height) differs from the golden's \(pair.reference.width) x \(pair.reference.height)"
        }
        let percent = String(format: "%.4f", d.differingPixelFraction * 100)
        return "max channel \(d.maxChannelDifference), \(percent)% differ, mean ΔE \(String(format: "%.3f", d.meanDeltaE2000))"
            + (pair.passes ? "" : " (beyond tolerance)")
    }

    /// The sheet of the pairs, at most `ComparisonSheetBuilder.maximumRows`: those that differ most, in name order.
    func writeSheet(_ pairs: [Pair], to path: String) throws {
        func badness(_ p: Pair) -> Int { p.difference?.maxChannelDifference ?? 256 }
        let chosen = pairs.indices.sorted { badness(pairs[$0]) != badness(pairs[$1]) ? badness(pairs[$0]) > badness(pairs[$1]) : $0 < $1 }
            .prefix(ComparisonSheetBuilder.maximumRows).sorted()
        let first = pairs[chosen[0]].reference
        let title = "\(command.referencePath) (golden) vs \(command.actualPath)"
            + (chosen.count < pairs.count ? ": the \(chosen.count) of \(pairs.count) frames that differ most" : "")
        let builder = ComparisonSheetBuilder(rowCount: chosen.count, frameWidth: first.width, frameHeight: first.height, title: title)
        for (row, k) in chosen.enumerated() {
            let p = pairs[k]
            let image = p.difference == nil ? nil
                : try? ImageDifference.differenceImage(reference: p.reference, actual: p.actual,
                                                       perChannelThreshold: command.tolerance.perChannelThreshold)
            builder.add(row: row, reference: p.reference, actual: p.actual, difference: image, label: "\(p.name): \(summary(of: p))")
        }
        do {
            InterruptSignal.removeTemporaries(besideFile: path)
            try PNG.write(builder.finish(), to: path)
        } catch {
            throw CLIError.runtime("\(error)")
        }
    }

    /// The `.png` names in a directory, sorted.
    private func pngNames(_ directory: String) throws(CLIError) -> [String] {
        do {
            return try FileManager.default.contentsOfDirectory(atPath: directory).filter { $0.hasSuffix(".png") && !$0.hasPrefix(".") }.sorted()
        } catch {
            throw .runtime("cannot list \(directory): \((error as NSError).localizedDescription)")
        }
    }

    /// True when `path` is a directory.
    static func isDirectory(_ path: String) -> Bool {
        var isDirectory: ObjCBool = false
        return FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) && isDirectory.boolValue
    }
}

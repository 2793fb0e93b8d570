import Foundation
import Raster
import TransitionOutputs
import Transitions

/// `compare GOLDEN_DIR ACTUAL_DIR`: every PNG of the golden folder against the file of the same
/// name in the actual folder, one line each and a verdict; `--sheet OUT.png` writes golden |
/// actual | difference side by side for the sequence (the frames that differ most when there are
/// more than a sheet holds; a frame missing on one side is a row with that cell marked
/// missing). A file missing on either side fails the comparison.
///
/// Memory does not depend on the frame count: each pair is decoded, measured and dropped, and
/// the sheet's rows (at most `ComparisonSheetBuilder.maximumRows`) are decoded again one by one
/// once the measurements tell which frames they are.
struct CompareSequence {
    let command: CompareCommand

    /// One file name of either folder and what comparing it found.
    struct Entry {
        enum Status { case compared, missingInActual, missingInGolden }
        let name: String
        let status: Status
        /// The images' sizes (nil for the side the file is missing on).
        let referenceSize: (width: Int, height: Int)?, actualSize: (width: Int, height: Int)?
        /// nil when the sizes differ or a side is missing.
        let difference: ImageDifference?
        let passes: Bool

        /// How badly the frame fails, for choosing the sheet's rows: missing, then a size
        /// mismatch, then the largest channel difference.
        var badness: Int {
            switch status {
            case .missingInActual, .missingInGolden: 257
            case .compared: difference?.maxChannelDifference ?? 256
            }
        }
    }

    func run(console: Console) throws {
        let golden = try pngNames(command.referencePath), actual = try pngNames(command.actualPath)
        guard !golden.isEmpty else { throw CLIError.runtime("no .png files in \(command.referencePath) to compare") }
        let actualNames = Set(actual), goldenNames = Set(golden)
        var entries: [Entry] = []
        for name in golden {
            guard actualNames.contains(name) else {
                let size = try read(command.referencePath, name).map { ($0.width, $0.height) }
                entries.append(Entry(name: name, status: .missingInActual, referenceSize: size, actualSize: nil, difference: nil, passes: false))
                continue
            }
            let (reference, image) = (try read(command.referencePath, name)!, try read(command.actualPath, name)!)
            let d = try? ImageDifference(reference: reference, actual: image, perChannelThreshold: command.tolerance.perChannelThreshold)
            entries.append(Entry(name: name, status: .compared, referenceSize: (reference.width, reference.height),
                                 actualSize: (image.width, image.height), difference: d, passes: d.map(command.tolerance.accepts) ?? false))
        }
        for name in actual where !goldenNames.contains(name) {
            let size = try read(command.actualPath, name).map { ($0.width, $0.height) }
            entries.append(Entry(name: name, status: .missingInGolden, referenceSize: nil, actualSize: size, difference: nil, passes: false))
        }
        let compared = entries.filter { $0.status == .compared }.count
        let failures = entries.filter { !$0.passes }.count
        if let sheetPath = command.sheetPath { try writeSheet(entries, to: sheetPath) }
        if !command.quiet {
            var lines = entries.map { "\($0.name): " + summary(of: $0) }
            lines.append(failures == 0 ? "result: all \(compared) frames within tolerance"
                                       : "result: \(failures) of \(entries.count) files beyond tolerance or missing")
            if let sheetPath = command.sheetPath { lines.append("comparison sheet: \(sheetPath)") }
            console.out(lines.joined(separator: "\n") + "\n")
        }
        if failures > 0 { throw CompareCommand.Outcome.differs }
    }

    /// The frame `name` of `directory`, decoded (a read failure throws; the optional lets
    /// callers map it).
    private func read(_ directory: String, _ name: String) throws(CLIError) -> Pixmap? {
        do {
            return try PNG.read(contentsOf: FrameOutput.join(directory, name))
        } catch {
            throw .runtime("\(error)")
        }
    }

    func summary(of entry: Entry) -> String {
        switch entry.status {
        case .missingInActual: return "missing in \(command.actualPath)"
        case .missingInGolden: return "not in \(command.referencePath)"
        case .compared: break
        }
        guard let d = entry.difference else {
            let a = entry.actualSize ?? (0, 0), r = entry.referenceSize ?? (0, 0)
            return "size \(a.width) x \(a.height) differs from the golden's \(r.width) x \(r.height)"
        }
        let percent = String(format: "%.4f", d.differingPixelFraction * 100)
        return "max channel \(d.maxChannelDifference), \(percent)% differ, mean ΔE \(String(format: "%.3f", d.meanDeltaE2000))"
            + (entry.passes ? "" : " (beyond tolerance)")
    }

    /// The sheet of the entries, at most `ComparisonSheetBuilder.maximumRows`: those that differ
    /// most (missing ones first), in name order; each row's images are read again here.
    func writeSheet(_ entries: [Entry], to path: String) throws {
        let chosen = entries.indices.sorted { entries[$0].badness != entries[$1].badness ? entries[$0].badness > entries[$1].badness : $0 < $1 }
            .prefix(ComparisonSheetBuilder.maximumRows).sorted()
        guard let firstRow = chosen.first, let size = entries[firstRow].referenceSize ?? entries[firstRow].actualSize else { return }
        let title = "\(command.referencePath) (golden) vs \(command.actualPath)"
            + (chosen.count < entries.count ? ": the \(chosen.count) of \(entries.count) frames that differ most" : "")
        let builder = ComparisonSheetBuilder(rowCount: chosen.count, frameWidth: size.width, frameHeight: size.height, title: title)
        for (row, k) in chosen.enumerated() {
            let e = entries[k]
            let reference = e.status == .missingInGolden ? nil : try read(command.referencePath, e.name)
            let actual = e.status == .missingInActual ? nil : try read(command.actualPath, e.name)
            var image: Pixmap?
            if let reference, let actual, e.difference != nil {
                image = try? ImageDifference.differenceImage(reference: reference, actual: actual,
                                                             perChannelThreshold: command.tolerance.perChannelThreshold)
            }
            builder.add(row: row, reference: reference, actual: actual, difference: image, label: "\(e.name): \(summary(of: e))")
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

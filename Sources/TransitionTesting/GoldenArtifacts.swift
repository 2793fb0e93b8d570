import Foundation

/// Where a failed assertion leaves its evidence: `<golden>.actual.png`, `<golden>.diff.png`,
/// `<golden>.sheet.png` — beside the golden, or under an artifacts folder (`RT_ARTIFACTS`, or a
/// scoped setting) at the golden's path relative to its package, so a CI job can upload one folder.
struct GoldenArtifacts: Sendable {
    /// The environment variable naming the artifacts folder.
    static let environmentVariable = "RT_ARTIFACTS"

    /// The artifacts folder, or nil for "beside the golden".
    let directory: String?

    /// The folder in force: a scoped setting, else `RT_ARTIFACTS` when set and not empty.
    static func resolve(scoped: String?, environment: (String) -> String?) -> GoldenArtifacts {
        if let scoped, !scoped.isEmpty { return GoldenArtifacts(directory: scoped) }
        let raw = environment(environmentVariable) ?? ""
        return GoldenArtifacts(directory: raw.isEmpty ? nil : raw)
    }

    /// `a/b.png` -> `a/b.<kind>.png` beside it, or `<directory>/<a/b relative to the package>.<kind>.png`.
    func path(forGolden golden: String, kind: String) -> String {
        let stem = golden.hasSuffix(".png") || golden.hasSuffix(".txt") ? String(golden.dropLast(4)) : golden
        let ext = golden.hasSuffix(".txt") ? "txt" : "png"
        let name = "\(stem).\(kind).\(ext)"
        guard let directory else { return name }
        let root = GoldenPaths.packageDirectory(containing: golden).map { $0 + "/" }
        let relative = root.flatMap { name.hasPrefix($0) ? String(name.dropFirst($0.count)) : nil }
            ?? (name as NSString).lastPathComponent
        return (directory as NSString).appendingPathComponent(relative)
    }

    /// Every artifact a golden may have, to remove after it passes.
    func allPaths(forGolden golden: String) -> [String] {
        ["actual", "diff", "sheet"].map { path(forGolden: golden, kind: $0) }
    }
}

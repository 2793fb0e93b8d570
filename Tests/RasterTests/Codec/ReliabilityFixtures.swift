/// Paths into fixtures/fuzz, found from this file's location.
enum ReliabilityFixtures {
    static let directory: String = {
        var parts = #filePath.split(separator: "/", omittingEmptySubsequences: false)
        parts.removeLast(4) // Tests/RasterTests/Codec/ReliabilityFixtures.swift
        return parts.joined(separator: "/") + "/fixtures/fuzz"
    }()

    static func path(_ relative: String) -> String { "\(directory)/\(relative)" }

    /// The regular files in a fixtures/fuzz subdirectory, sorted by name.
    static func files(in subdirectory: String) -> [String] {
        CodecTestSupport.directoryEntries(path(subdirectory)).map { path("\(subdirectory)/\($0)") }
    }
}

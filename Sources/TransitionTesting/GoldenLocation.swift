import Foundation

/// Where a golden lives when a test names it: `__Goldens__/<TestFile>/<test>.<name>.<ext>`
/// beside the test file, as swift-snapshot-testing lays out `__Snapshots__`.
enum GoldenLocation {
    /// The folder of goldens beside test files.
    static let folderName = "__Goldens__"

    /// The golden file for `name` in the test `location` points at.
    static func path(named name: String, fileExtension: String, at location: GoldenSourceLocation) -> String {
        let file = "\(location.filePath)" as NSString
        let testFile = (file.lastPathComponent as NSString).deletingPathExtension
        return file.deletingLastPathComponent + "/\(folderName)/\(testFile)/\(location.testName).\(sanitized(name)).\(fileExtension)"
    }

    /// A name safe as one path component: separators and control characters become "-".
    static func sanitized(_ name: String) -> String {
        let cleaned = String(name.map { $0 == "/" || $0 == "\\" || $0.isNewline || $0.asciiValue.map { $0 < 32 } == true ? "-" : $0 })
        return cleaned.isEmpty || cleaned == "." || cleaned == ".." ? "unnamed" : cleaned
    }
}
